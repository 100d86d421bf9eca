"""While a coach card shows, Tab, ↑ ↓ and Enter go to the game as the key line says (critic
O73: in a keys-only first Yams game, Tab landed on the card's "Gata", Enter only closed the
card, the next Enter answered "Alege mai întâi o căsuță", against "Tab, ↑ ↓: căsuțele").
The card never takes the focus ring: the key closes it and acts on the table's own order
(ruling S5), and Enter does what the ringed control says."""

from __future__ import annotations

import pygame
import pytest

from tests.test_coach_marks import coach_app
from tests.test_coach_places import _table
from tests.uihelpers import focused_name, key
from tools import screens_coach

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_a_first_yams_turn_by_keys_tab_reaches_the_boxes_and_enter_picks(tmp_path):
    app = coach_app(tmp_path, size=(1366, 768))
    try:
        screens_coach._yams_box(app)
        table = _table(app)
        table.focus.focus(None)
        assert table.coach.shown == "yams.box"
        key(app, pygame.K_TAB)  # the card closes; the ring is the table's: on a box at once,
        # as the key line says (ruling S21, round 76: it rang "Aruncă" first)
        assert table.coach.shown is None and "yams.box" in app.settings.coach_seen
        assert table.focus.focused is table.sheet_focus
        box = table.sheet_focus.current_box()
        key(app, pygame.K_RETURN)  # Enter picks the ringed box: never "choose a box first"
        assert table.game.picked is box
    finally:
        app.close()


def test_a_first_yams_turn_by_keys_tab_then_enter_throws_as_the_ring_says(tmp_path):
    app = coach_app(tmp_path, size=(1366, 768))
    try:
        screens_coach._yams_hold(app)
        table = _table(app)
        table.focus.focus(None)
        assert table.coach.shown == "yams.hold"
        used = table.game.rolls_used
        key(app, pygame.K_TAB)  # the card closes, a box ringed (S21); Tab again: "Aruncă"
        assert table.coach.shown is None and table.focus.focused is table.sheet_focus
        key(app, pygame.K_TAB)
        assert focused_name(app) == "yams.roll"
        key(app, pygame.K_RETURN)  # "Aruncă" ringed: Enter throws
        assert table.game.rolls_used == used + 1
    finally:
        app.close()


def test_a_first_yams_turn_by_keys_down_rings_a_box_with_the_card_up(tmp_path):
    app = coach_app(tmp_path, size=(1366, 768))
    try:
        screens_coach._yams_box(app)
        table = _table(app)
        table.focus.focus(None)
        key(app, pygame.K_DOWN)
        assert table.coach.shown is None and table.focus.focused is table.sheet_focus
    finally:
        app.close()


def test_a_first_10000_turn_by_keys_tab_then_enter_throws_as_the_ring_says(tmp_path):
    app = coach_app(tmp_path, size=(1366, 768))
    try:
        screens_coach._farkle_risk(app)
        table = _table(app)
        table.focus.focus(None)
        assert table.coach.shown == "farkle.risk"
        player = table.game.current
        key(app, pygame.K_TAB)  # the card closes; the ring is the table's, "Aruncă" first
        assert table.coach.shown is None and "farkle.risk" in app.settings.coach_seen
        assert focused_name(app) == "farkle.roll"
        key(app, pygame.K_RETURN)  # "Aruncă" ringed: Enter throws, it does not bank
        assert table.flow.in_the_air and len(table.game.set_aside) == 1  # the kept die
        assert table.game.current == player and table.game.totals[player] == 0
    finally:
        app.close()


def test_a_first_10000_turn_enter_with_no_ring_banks_as_the_key_line_says(tmp_path):
    app = coach_app(tmp_path, size=(1366, 768))
    try:
        screens_coach._farkle_bank(app)
        table = _table(app)
        table.focus.focus(None)
        player = table.game.current
        assert table.coach.shown == "farkle.bank"
        key(app, pygame.K_RETURN)  # "Enter: Încasează": the card goes and the turn banks
        assert table.coach.shown is None and table.game.totals[player] > 0
    finally:
        app.close()
