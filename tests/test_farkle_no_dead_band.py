"""The 10 000 table uses its height: the dice, the mat and the buttons spread down the middle
column so that no empty felt band is left under the buttons' line (hF16: the buttons sat high
over a bare band, most visible at 1920×1080 and 1366×768); "Anulează" always shows under the
buttons and the line under it is one line tall (hF20: two reserved lines and a hidden undo
left a dead band), ending inside the column."""

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
        # its place kept under the buttons, drawn only while it can be used (S108 3.)
        assert not table.undo_button.visible and table.undo_button.rect.h > 0
        lines_end = table._line_top() + small  # the line under it: one line
        bottom = table.content_area.bottom
        assert lines_end <= bottom
        assert bottom - lines_end <= table.px(16), (bottom, lines_end)
        assert table.mat.bottom < table.roll_button.rect.top
        assert table.row_y + table.die_side // 2 < table.mat.top
    finally:
        app.close()


def test_the_longest_hint_reads_on_one_line(tmp_path):
    """The line under "Anulează" is one line tall: the longest "Sugestie" (six dice, the
    chance against the best of several opponents) is said on one line at 1024×600, in a
    shorter form where the whole one would need two, never under the smallest type."""
    from game.ai.farkle import Action, Hint
    from game.views.farkle_views import hint_line
    from game.widgets.text import text_size

    app = make_app(tmp_path, size=(1024, 600))
    try:
        table = screens_farkle.table_with(app, 2, 1, 5, 2, 3, 4, 6)
        hint = Hint((1, 1, 5, 5, 5, 5), Action.BANK, 0.234, several=True)
        text, size = hint_line(table, hint)
        assert size >= theme.font_floor(table.scale)
        assert text_size(text, size)[0] <= table.center.w
        assert "23" in text and "1, 1, 5, 5, 5" in text  # the advice and its chance stay
        assert "…" not in text and size == table.font_px(theme.FONT_SMALL)  # whole, not shrunk
    finally:
        app.close()
