"""The keyboard's focus order on both tables starts where the player acts (critic, round 70:
"Tab focuses 'Pauză' first, before the sheet and the dice"): Tab from no focus lands on the
main action, "?" and "Pauză" come last; while a coach card shows, the first Tab rings the
card's own "Înainte" (Enter steps on from it), the next Tab closes the card and goes on to
the table's main action."""

from __future__ import annotations

import pygame
import pytest

from tests.test_coach_marks import coach_app
from tests.test_coach_places import _table
from tests.uihelpers import focused_name, key
from tools import screens_coach

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _tab_names(app, table) -> list[str]:
    """The focused widgets' names, Tab after Tab from no focus, once round."""
    table.focus.focus(None)
    names: list[str] = []
    for _ in range(len(table.focus.widgets) + 1):
        key(app, pygame.K_TAB)
        name = focused_name(app)
        if names and name == names[0]:
            break
        names.append(name)
    return names


@pytest.mark.parametrize("step, first", [("_yams_box", "yams.roll"),
                                         ("_farkle_bank", "farkle.roll")])
def test_tab_starts_at_the_main_action_and_ends_at_pause(tmp_path, step, first):
    app = coach_app(tmp_path, size=(1366, 768))
    try:
        getattr(screens_coach, step)(app)
        table = _table(app)
        table.coach.turn_off()  # no card: the table's own order
        names = _tab_names(app, table)
        assert names[0] == first, names
        assert names[-2:] == ["common.help_button", "pause.title"], names
    finally:
        app.close()


def test_with_a_card_up_tab_rings_its_next_then_goes_to_the_game(tmp_path):
    app = coach_app(tmp_path, size=(1366, 768))
    try:
        screens_coach._yams_hold(app)
        table = _table(app)
        table.focus.focus(None)
        assert table.coach.card is not None
        key(app, pygame.K_TAB)
        assert table.coach.card is not None and table.coach.next_focused
        assert focused_name(app) == ""
        key(app, pygame.K_TAB)  # on from the card: the card closes, the game's action
        assert table.coach.card is None or not table.coach.next_focused
        assert focused_name(app) == "yams.roll"
    finally:
        app.close()


def test_enter_on_the_ringed_next_steps_on(tmp_path):
    app = coach_app(tmp_path, size=(1366, 768))
    try:
        screens_coach._yams_hold(app)
        table = _table(app)
        shown = table.coach.shown
        key(app, pygame.K_TAB)
        key(app, pygame.K_RETURN)
        assert shown in table.coach.clock.seen
        assert table.coach.shown == "yams.box"  # "Înainte": the next tip at once
        assert table.game.rolls_left == 2  # Enter went to the card, not to the table
    finally:
        app.close()


def test_a_dismissed_cards_ring_does_not_outlive_it(tmp_path):
    # review round 71: the ring on "Înainte" was kept by the tip's name; a tip shown again
    # (after "Arată din nou sfaturile") started rung, and Enter stepped the card on instead
    # of going to the table
    app = coach_app(tmp_path, size=(1366, 768))
    try:
        screens_coach._yams_hold(app)
        table = _table(app)
        key(app, pygame.K_TAB)
        assert table.coach.next_focused
        table.coach.dismiss()
        assert table.coach._ringed is None
    finally:
        app.close()
