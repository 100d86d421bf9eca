"""The 10 000 table uses its height: the dice, the mat and the buttons spread down the middle
column so that no empty felt band is left under the buttons' line (hF16: the buttons sat high
over a bare band, most visible at 1920×1080 and 1366×768); the line under the buttons (two
lines of a hint at most) still ends inside the column."""

from __future__ import annotations

import pytest

from game import theme
from tests.uihelpers import make_app
from tools import screens_farkle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_no_empty_band_under_the_buttons(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        table = screens_farkle.table_with(app, 2, 1, 5, 2, 3, 4, 6)
        app.step(0.1)
        small = table.font_px(theme.FONT_SMALL)
        lines_end = table._line_top() + 2 * small  # the line's two lines at most
        bottom = table.content_area.bottom
        assert lines_end <= bottom
        assert bottom - lines_end <= table.px(16), (bottom, lines_end)
        assert table.mat.bottom < table.roll_button.rect.top
        assert table.row_y + table.die_side // 2 < table.mat.top
    finally:
        app.close()
