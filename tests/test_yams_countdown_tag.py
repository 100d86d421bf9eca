"""The Y10 countdown is tied to its cell: while it runs a small ring with its seconds stands
at the end of the label of the box it will fill, on that box's row."""

from __future__ import annotations

import pytest

from game.rules.yams import Box
from tests.layout_check import shown_texts
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


def test_the_countdown_says_its_seconds_once_by_the_cell(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = table(app, ["Ana"], [2, 2, 3, 5, 6] * 3, computer=False)
        for _ in range(3):
            roll(app, scene)
        app.step(0.1)
        seconds = scene.flow.countdown_seconds()
        assert seconds is not None and scene.countdown_tag_rect() is not None
        said = shown_texts(app)
        assert said.count(str(seconds)) == 1  # the ring by the cell
        assert not [t for t in said if f"{seconds} s" in t]  # no second count under the buttons
        assert [t for t in said if "Înscriere automată la" in t]  # what will happen, said once
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768)])
def test_the_countdown_ring_stays_inside_its_boxs_row(tmp_path, size):
    # the ring crosses no line of the sheet: not the rows above and below, not the column's
    app = make_app(tmp_path, size=size)
    try:
        scene = table(app, ["Ana"], [2, 2, 3, 5, 6] * 3, computer=False)
        for _ in range(3):
            roll(app, scene)
        app.step(0.1)
        tag = scene.countdown_tag_rect()
        cell = scene.sheet.cell_rect(0, scene.flow.marked_box)
        assert tag is not None
        assert cell.top <= tag.top and tag.bottom <= cell.bottom, (tag, cell)
        assert tag.right <= scene.sheet.column_rect(0).x
    finally:
        app.close()
