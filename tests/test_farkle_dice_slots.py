"""Before a turn's first throw the 10 000 table's middle is not dead felt filled with outlines
(critic B65: "two rows of 12 empty slot outlines fill the centre"): neither the dice row nor
the set-aside mat draws an empty slot until the turn's first throw has come; once dice are
thrown the row's empty places and the mat's free places show (a die can go there), and as the
turn passes, under "La rând: …", both rows are bare again.

(Rewritten in round 66 from hF21/round 40's "six faint slots show where the dice will land
and stay under 'La rând'": the critic read the two rows of outlines as a dead table.)"""

from __future__ import annotations

import pygame
import pytest

import game.scenes.farkle_table as farkle_table
from tests.uihelpers import make_app
from tools.screens_farkle import play, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_no_slot_is_outlined_before_a_turns_first_throw(tmp_path, monkeypatch):
    drawn: list[str] = []
    real = farkle_table.draw_dice_slots

    def record(surface, centres, side, scale):
        table = app.manager.top
        for _, y in centres:
            drawn.append("row" if y == table.row_y else "mat")
        real(surface, centres, side, scale)

    monkeypatch.setattr(farkle_table, "draw_dice_slots", record)
    app = make_app(tmp_path, size=(1024, 600))
    try:
        table = table_with(app, 2, 1, 5, 3, 3, 4, 2)
        size = app.screen.get_size()
        drawn.clear()
        table.draw(pygame.Surface(size))
        assert drawn == []  # the game's first turn, before its throw
        table.press_roll()
        play(app)
        drawn.clear()
        table.draw(pygame.Surface(size))
        assert drawn.count("mat") == 6  # the dice thrown: a die can go on the mat now
        table.press_die(0)
        table.press_bank()  # the turn passes: "La rând: Jucătorul 2" comes
        banner_frames = 0
        for _ in range(40):
            app.step(0.1)
            if table.flow.flight is None and table.game.roll_dice is None:
                drawn.clear()  # the bank's total counting up: the mat stays bare (no
                table.draw(pygame.Surface(size))  # slots that come and go)
                assert drawn == []
            if table.flow.voice.banner is None and banner_frames:
                break
            if table.flow.voice.banner is None:
                continue
            drawn.clear()
            table.draw(pygame.Surface(size))
            assert drawn == []  # under "La rând: …" the next turn has not thrown yet
            banner_frames += 1
        assert banner_frames > 0
    finally:
        app.close()
