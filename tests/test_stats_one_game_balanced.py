"""After one 10 000 game the "Partidele" panel (as tall as the figures beside it) holds its game
as one group in its middle (critic A41: the game's words and bar sat low, an empty band over
them under the heading): the air over the game's words is no larger than the air under its
bar's scale (round 72, hM72: it was let 24 px more, and the words sliding down onto the
mark's words passed), and the words keep their air over the mark's words."""

from __future__ import annotations

import pytest

from game.widgets.charts import MARK_AIR
from tests.uihelpers import make_app, recorded_frame
from tools.render_screens import REGISTRY

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


@pytest.mark.parametrize("size", SIZES)
def test_the_one_game_panel_has_no_empty_top(tmp_path, size):
    import tools.screens_statistics  # noqa: F401 - registers the states

    build = next(s.build for s in REGISTRY if s.name == "statistics_farkle_one_game")
    app = make_app(tmp_path, size=size)
    try:
        build(app)
        for _ in range(3):
            app.step(1 / 60)
        scene = app.manager.top
        panel = scene.chart_rects[1]
        frame = recorded_frame(scene, size)
        inside = [t for t in frame.texts if panel.contains(t.rect)]
        heading = min(inside, key=lambda t: t.rect.top)
        title = next(t for t in inside if t.text.startswith("Partida 1"))
        scale = max((t for t in inside if t.text == "15 000"), key=lambda t: t.rect.bottom)
        place = next(t for t in inside if t.text.startswith("locul"))
        mark = next(t for t in inside if t.text.startswith("Obiectiv"))
        above = title.rect.top - heading.rect.bottom
        below = panel.bottom - scale.rect.bottom  # (the panel's own padding in it)
        assert above <= below, (size, above, below)
        # one group: the game's words over its mark's words, apart, not pushed onto them
        assert mark.rect.top - place.rect.bottom >= scene.px(MARK_AIR), (size, place, mark)
    finally:
        app.close()
