"""On the 10 000 table Space and Enter follow one rule, and the key line says it (round 74,
hF85: with the keys' ring on "Încasează", Space threw while Enter banked, and the key line
said "Spațiu: Aruncă · Enter: Încasează" whatever the ring showed). With no ring, Space throws
and Enter banks, as the key line says; with a ring on a button, Space and Enter both press
that button (as on every other screen of the game), and the key line names it
("Spațiu, Enter: Încasează")."""

from __future__ import annotations

import pygame
import pytest

from tests.uihelpers import key, make_app
from tools.screens_farkle import play, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _chosen(tmp_path):
    """A person's table after a first throw with a 1 set aside: both buttons lit."""
    app = make_app(tmp_path, size=(1366, 768))
    table = table_with(app, 2, 1, 2, 3, 4, 6, 6, 2, 3, 4, 4, 6, 1)
    table.press_roll()
    play(app)
    table.press_die(0)
    play(app, 3)
    assert table.roll_button.enabled and table.bank_button.enabled
    return app, table


@pytest.mark.parametrize("code", [pygame.K_SPACE, pygame.K_RETURN])
@pytest.mark.parametrize("ringed", ["roll", "bank"])
def test_space_and_enter_press_the_ringed_button(tmp_path, ringed, code):
    app, table = _chosen(tmp_path)
    try:
        player = table.game.current
        button = table.roll_button if ringed == "roll" else table.bank_button
        table.focus.focus(button)
        key(app, code)
        if ringed == "bank":  # banked: the turn's 100 in the total, the dice not thrown
            assert table.game.totals[player] == 100 and not table.flow.in_the_air
        else:  # thrown: nothing banked
            assert table.flow.in_the_air and table.game.totals[player] == 0
    finally:
        app.close()


@pytest.mark.parametrize("ringed, word", [("roll", "farkle.roll"), ("bank", "farkle.bank"),
                                          ("hint", "farkle.hint.button")])
def test_the_key_line_names_the_ringed_button_for_space_and_enter(tmp_path, ringed, word):
    app, table = _chosen(tmp_path)
    try:
        assert table.key_line() == app.tr("farkle.keys_hint")  # no ring: the table's keys
        table.focus.focus(getattr(table, f"{ringed}_button"))
        line = table.key_line()
        assert line == app.tr("farkle.keys_ringed", button=app.tr(word)), line
        assert app.tr("farkle.keys_hint") != line
    finally:
        app.close()


def test_with_no_ring_space_throws_and_enter_banks(tmp_path):
    app, table = _chosen(tmp_path)
    try:
        player = table.game.current
        table.focus.focus(None)
        key(app, pygame.K_RETURN)
        assert table.game.totals[player] == 100
    finally:
        app.close()
