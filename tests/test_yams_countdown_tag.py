"""The Y10 countdown is tied to its cell: while it runs a small ring with its seconds stands
at the end of the label of the box it will fill, on that box's row."""

from __future__ import annotations

import pytest

from game.rules.yams import Box
from tests.uihelpers import make_app
from tools.screens_yams import roll, table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_countdown_ring_stands_on_its_boxs_row(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        scene = table(app, ["Ana"], [2, 2, 3, 5, 6] * 3, computer=False)
        assert scene.countdown_tag_rect() is None  # no countdown, no ring
        for _ in range(3):
            roll(app, scene)
        app.step(0.1)
        box = scene.flow.marked_box
        assert scene.flow.countdown is not None and isinstance(box, Box)
        tag = scene.countdown_tag_rect()
        cell = scene.sheet.cell_rect(0, box)
        assert tag is not None and abs(tag.centery - cell.centery) <= 1
        assert tag.right <= scene.sheet.column_rect(0).x and tag.x > scene.sheet.rect.x
    finally:
        app.close()
