"""A 10 000 coach card stands in the felt's middle column, clear of the dice row (critic
B65: coach_farkle_refused_far at 1920×1080 and coach_farkle_set_aside at 1024×600 spilled
toward the side panels): a die's card and the hot dice' card stand with their left and right
inside the column between the side panels, at least ROW_AIR reference pixels of felt between
them and the dice row; "Nu mai arăta" 18 px of em or more at 1920×1080. (The risk card keeps
its place level with the risk's row in the Tura panel: its pointer runs level.)"""

from __future__ import annotations

import pygame
import pytest

from game.views.coach_farkle import ROW_AIR, row_rect
from game.widgets import layout_record
from game.widgets.text import em_px
from tests.test_coach_marks import coach_app
from tests.test_coach_places import _table
from tools import screens_coach

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("build", ["_farkle_set_aside", "_farkle_refused_far", "_farkle_hot"])
@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_card_stands_in_the_middle_column_clear_of_the_dice_row(tmp_path, size, build):
    app = coach_app(tmp_path, size=size)
    try:
        getattr(screens_coach, build)(app)
        table = _table(app)
        card = table.coach.card
        assert card is not None, build
        assert table.center.x <= card.left and card.right <= table.center.right, (
            card, table.center)
        air = table.px(ROW_AIR)
        if build == "_farkle_hot":  # (S46, round 78: beside the cup, the row's slots unseen
            from game.views import farkle_cup  # round it: clear of the cup instead)

            kept = farkle_cup.cup_place(table)
        else:
            kept = row_rect(table)
        assert not card.colliderect(kept.inflate(0, 2 * air)), (card, kept, air)
        if size == (1920, 1080):
            layout_record.start(size)
            try:
                table.coach.draw(pygame.Surface(size))
                texts = [t for t in layout_record.frame().texts if t.role == "coach"]
            finally:
                layout_record.stop()
            stop = next(t for t in texts if t.text == "Nu mai arăta")
            assert em_px(stop.size) >= 18, stop
    finally:
        app.close()
