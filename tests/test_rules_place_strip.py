"""The Rules page's "Secțiunea N din M" has a strip of its own (round 75, hR77, critic cC75:
~10 px from the panel's top at 1920x1080, ~4 px over the table header pinned under it): as
much air over its line as under it, to the reading view's top (the page's first heading, or a
table's header repeated there), at every window, at the page's top and read on into a table."""

from __future__ import annotations

import pytest

from tests.uihelpers import make_app, recorded_frame, settle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]

EVEN = 2
"""Pixels the air over the place's line and the air under it may differ by (rounding)."""

LEAST_AIR = 0.25
"""The least air over and under the place's line, in its line's heights."""


def _rules(tmp_path, size):
    from game.scenes.rules import RulesScene

    app = make_app(tmp_path, size=size)
    scene = RulesScene(app, play=lambda game: None)
    app.manager.push(scene)
    settle(app, 20)
    return app, scene


def _airs(scene, size) -> tuple[int, int, int]:
    frame = recorded_frame(scene, size)
    place = [t for t in frame.texts if t.text == scene.reader_place()]
    assert len(place) == 1, [t.text for t in frame.texts][:10]
    line = place[0].rect
    return line.top - scene.panel.top, scene.viewport.y - line.bottom, line.h


@pytest.mark.parametrize("size", SIZES)
def test_the_readers_place_has_even_air_over_and_under(tmp_path, size):
    app, scene = _rules(tmp_path, size)
    try:
        over, under, h = _airs(scene, size)  # (the view's top is where a table's header
        # stands repeated, read on past it: shown_view; the place never moves)
        assert over >= LEAST_AIR * h and under >= LEAST_AIR * h, (size, over, under)
        assert abs(over - under) <= EVEN, (size, over, under)
    finally:
        app.close()
