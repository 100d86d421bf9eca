"""At a turn's start the 10 000 cup uses the felt it stands on (round 75, hG78, critic cB75:
"farkle_table" at every size, a large empty band between the cup and the tray). Since round
79 (ruling S64 1., critic cB78 #3) no empty tray stands under it: the cup, grown, stands in the
middle of the felt between the prompt's words and the action buttons, the felt over it and
under it alike (within a few pixels), never over the dice row's top, clear of the buttons.
S95 1. (round 81, hF106): the tray stands under it at every beat, so the cup fills the felt
between the prompt's words and the tray's line, clear of it."""

from __future__ import annotations

import pytest

from game.views.farkle_cup import cup_place, mat_words_height
from tests.uihelpers import make_app, recorded_frame
from tools.screens_farkle import play, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_cup_fills_the_felt_down_to_the_mat(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, 2, 2, 3, 4, 6, 2, 3)
        play(app, 20)
        frame = recorded_frame(table, size)
        cup = cup_place(table)
        assert not [t for t in frame.texts if t.role == "selection"]  # no tray, no line
        # the prompt line: the centre column's words over the cup
        over_cup = (cup.x, table.center.top, cup.w, cup.top - table.center.top)
        words = max(t.rect.bottom for t in frame.texts if t.rect.bottom <= cup.top
                    and t.rect.colliderect(over_cup))
        assert cup.top >= table.row_y - table.die_side // 2 - 1, cup  # never over the row
        floor = table.mat.top - table.px(8) - mat_words_height(table)  # the tray (S95 1.)
        under, over = floor - cup.bottom, cup.top - words
        assert 0 <= under and abs(under - over) <= table.px(80), (size, under, over)
        assert cup.h >= (floor - words) * 0.4, (size, cup)  # it fills
    finally:
        app.close()
