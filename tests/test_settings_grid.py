"""Settings as a grid: the options of every row stand in columns (a choice of three ends under
the choices of two: one key width everywhere), the rows of two groups side by side are level,
and a group's rows keep one pitch (no gap in the Audio group)."""

from __future__ import annotations

import pytest

from game.scenes.settings import GROUPS, SettingsScene
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
        widths = {rect.w for w in choices for rect in w.rects}
        assert len(widths) == 1, widths  # one key width in every row
        for column in (GROUPS[:2], GROUPS[2:]):  # the keys' right edges, counted from the
            edges: dict[int, set[int]] = {}     # right, share one x down each column
            for _, names in column:
                for name in names:
                    if isinstance(widgets[name], Choice):
                        for k, rect in enumerate(reversed(widgets[name].rects)):
                            edges.setdefault(k, set()).add(rect.right)
            assert all(len(xs) == 1 for xs in edges.values()), edges
        pitches = set()
        for left, right in zip(GROUPS[:2], GROUPS[2:], strict=True):  # side by side
            a = [widgets[n].rect.centery for n in left[1]]
            b = [widgets[n].rect.centery for n in right[1]]
            assert a[:len(b)] == b[:len(a)], (left[0], a, right[0], b)  # level rows
            for ys in (a, b):
                pitches |= {y2 - y1 for y1, y2 in zip(ys, ys[1:], strict=False)}
        assert len(pitches) == 1, pitches  # one pitch: no gap inside a group
    finally:
        app.close()
