"""A small bank's "+100" rises from the tray to the player's total without ever crossing the
dice row's slots: out of the tray sideways under the row, up a lane left of its slots, then
to the total (at 1920×1080, 1366×768 and 1024×600)."""

from __future__ import annotations

import pygame
import pytest

from game.widgets import layout_record
from tests.uihelpers import make_app
from tools.screens_farkle import play, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_banked_points_never_cross_the_dice_rows_slots(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, 2, 1, 2, 3, 4, 6, 6)
        table.press_roll()
        play(app)
        table.press_die(0)  # a 1: 100
        table.press_bank()
        side = table.die_side
        width = 6 * side + 5 * table.die_gap
        row = pygame.Rect(table.center.centerx - width // 2, round(table.row_y) - side // 2,
                          width, side)
        seen = []
        layout_record.start(size)
        try:
            for _ in range(80):
                if table.flight is None and seen:
                    break
                layout_record.begin(size)
                table.draw(pygame.Surface(size))
                seen += [t.rect for t in layout_record.frame().texts if t.role == "flight"]
                app.step(1 / 30)
        finally:
            layout_record.stop()
    finally:
        app.close()
    assert len(seen) > 5  # it flew
    crossing = [box for box in seen if box.colliderect(row)]
    assert crossing == [], (crossing[:3], row)


def test_banking_while_the_set_aside_card_shows_does_not_crash(tmp_path):
    # The set-aside card's targets once the dice have left (after the bank) are only its
    # first: before, it read the dice of a roll that was gone and the frame crashed.
    from tests.test_coach_marks import coach_app

    app = coach_app(tmp_path)
    try:
        table = table_with(app, 2, 1, 2, 3, 4, 6, 6)
        table.press_roll()
        play(app, 40)  # landed, seen; the set-aside card is up
        assert table.coach.shown == "farkle.set_aside"
        table.press_die(0)
        table.press_bank()
        play(app, 10)  # the frames after the bank, the card still asked for
        assert table.game.totals[0] == 100
    finally:
        app.close()
