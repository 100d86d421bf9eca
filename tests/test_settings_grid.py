"""Settings as a grid: each group's controls end at one right edge, one height, every key one
width (hS28: a choice of two stretched as wide as a choice of three read uneven), the rows of
two groups of as many rows side by side are level, and a group's rows keep one pitch (the
Audio group's two rows share the room of the three beside it)."""

from __future__ import annotations

import pytest

from game.scenes.settings import EXPLAINED, GROUPS, SettingsScene
from game.widgets.forms import Choice
from tests.uihelpers import FRAME, make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_the_options_stand_in_columns_and_the_rows_are_level(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = SettingsScene(app)
        app.manager.push(scene)
        app.step(FRAME)
        widgets = {widget.name: widget for _, widget in scene.rows}
        choices = [w for w in widgets.values() if isinstance(w, Choice)]
        for _, names in GROUPS:  # in each group one right edge, one height
            rects = [widgets[name].rect for name in names]
            assert len({(r.right, r.h) for r in rects}) == 1, (names, rects)
        for w in choices:  # a row's keys share its width evenly
            assert max(r.w for r in w.rects) - min(r.w for r in w.rects) <= 1, w.rects
        assert len({w.rect.h for w in widgets.values()}) == 1  # one height everywhere
        for left, right in zip(GROUPS[:2], GROUPS[2:], strict=True):  # side by side
            a = [widgets[n].rect.centery for n in left[1]]
            b = [widgets[n].rect.centery for n in right[1]]
            explained = any(n in EXPLAINED for n in left[1] + right[1])
            if len(a) == len(b) and not explained:  # (hS32: beside a card whose rows
                assert a == b, (left[0], a, right[0], b)  # explain their options, its rows
                # stand at their own pitch, a line under each: not level)
            for ys in (a, b):  # one pitch inside a group
                assert len({y2 - y1 for y1, y2 in zip(ys, ys[1:], strict=False)}) <= 1, ys
    finally:
        app.close()
