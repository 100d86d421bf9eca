"""Before a turn's first throw the 10 000 dice row is not bare felt: six faint slots show
where the dice will land; they go once the dice are thrown, and stay while "La rând" shows
(the banner over them: the region does not vanish as the turn passes)."""

from __future__ import annotations

import pygame
import pytest

import game.scenes.farkle_table as farkle_table
from tests.uihelpers import make_app
from tools.screens_farkle import play, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_dice_row_shows_six_slots_until_the_first_throw(tmp_path, monkeypatch):
    drawn: list[int] = []
    real = farkle_table.draw_dice_slots

    def record(surface, centres, side, scale):
        table = app.manager.top
        if all(y == table.row_y for _, y in centres):  # the dice row's (not the mat's, hF21)
            drawn.append(len(centres))
        real(surface, centres, side, scale)

    monkeypatch.setattr(farkle_table, "draw_dice_slots", record)
    app = make_app(tmp_path, size=(1024, 600))
    try:
        table = table_with(app, 2, 1, 5, 3, 3, 4, 2)
        size = app.screen.get_size()
        drawn.clear()
        table.draw(pygame.Surface(size))
        assert drawn == [6]
        table.press_roll()
        play(app)
        drawn.clear()
        table.draw(pygame.Surface(size))
        assert not drawn and table.game.roll_dice is not None
        table.press_die(0)
        table.press_bank()  # the turn passes: "La rând: Jucătorul 2" comes
        banner_frames = 0
        for _ in range(40):
            app.step(0.1)
            if table.flow.voice.banner is None and banner_frames:
                break
            drawn.clear()
            table.draw(pygame.Surface(size))
            assert drawn == [6]  # through the bank and under "La rând: …" too
            banner_frames += table.flow.voice.banner is not None
        assert banner_frames > 0
    finally:
        app.close()
