"""Once the dice land, the next action is clear (hF14 §4): the dice that can be set aside pulse
softly until the first is chosen (a person's turn only, never in the air nor beside the
"Sugestie" rings); "Anulează" shows all game in one place, greyed (as every disabled button,
hF21) while there is nothing to undo (hF20: as on the Yams table, no band comes and goes under
the buttons)."""

from __future__ import annotations

import pygame
import pytest

from tests.test_farkle_flow import LAND, Table
from tests.uihelpers import make_app
from tools.screens_farkle import play, play_until, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_scoring_dice_beckon_until_the_first_is_chosen():
    table = Table((1, 2, 5, 3, 4, 4, 2, 3, 4, 6, 6, 2), computer=True)
    flow = table.flow
    assert flow.beckoning() == frozenset()  # nothing thrown yet
    flow.press_roll()
    assert flow.beckoning() == frozenset()  # in the air
    table.run(LAND + 0.1)
    assert flow.beckoning() == {0, 2}  # the 1 and the 5
    flow.show_hint()
    assert flow.beckoning() == frozenset()  # "Sugestie" rings them: one voice
    flow.clear_hint()
    flow.press_die(0)
    assert flow.beckoning() == frozenset()  # chosen: the action is under way
    flow.press_bank()
    table.run(3)
    assert flow.beckoning() == frozenset()


def test_the_beckoning_pulse_is_drawn_and_the_undo_is_greyed_until_it_can(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        table = table_with(app, 2, 1, 2, 5, 3, 4, 4)
        undo = table.undo_button  # nothing to undo on the fresh table: not drawn (S108 3.)
        assert not undo.visible and not undo.enabled
        place = pygame.Rect(table.undo_button.rect)
        table.press_roll()
        play(app)
        assert table.flow.beckoning() == {0, 2}
        x, y = table.tray.position(0)
        side = table.tray.die_size
        band = pygame.Rect(0, 0, side + table.px(16), side + table.px(16))
        band.center = (round(x), round(y))
        shots = []
        for _ in range(4):
            app.step(0.2)
            shots.append(pygame.image.tostring(app.screen.subsurface(band), "RGB"))
        assert len(set(shots)) > 1, "the scoring die does not pulse"
        table.press_die(0)
        table.press_bank()
        play_until(app, lambda: undo.enabled, most=100)  # (the passing card: S108 3.)
        # (round 82, hF113, S114 1.: offered on the banker's ledger card, never beside the
        # next player's "Aruncă": the action row keeps one primary and no second outline)
        assert undo.enabled and not undo.visible and place == undo.rect
    finally:
        app.close()
