"""While a coach card teaches an action, that action's button is the table's one primary
(round 74, critic cQ74, "Coach marks": the bank card 3/3 taught banking while "Aruncă" was the
one red button and "Încasează 1 000" stayed outlined). The choice is a rule of the flow
(:func:`game.flow.coach.farkle_primary`), the table only styles its buttons by it."""

from __future__ import annotations

import pytest

from game.flow.coach import farkle_primary
from tests.test_coach_marks import coach_app
from tests.test_coach_places import _table
from tools import screens_coach


def test_the_taught_action_is_the_primary_else_the_goal_decides():
    """The bank card lights "Încasează", the risk and hot dice' cards "Aruncă"; with no card
    (or one teaching no button) banking is primary only when it reaches the goal."""
    assert farkle_primary(False, "farkle.bank") == "bank"
    assert farkle_primary(True, "farkle.risk") == "roll"
    assert farkle_primary(True, "farkle.hot") == "roll"
    assert farkle_primary(False, None) == "roll"
    assert farkle_primary(True, None) == "bank"
    assert farkle_primary(True, "farkle.set_aside") == "bank"
    assert farkle_primary(False, "farkle.set_aside") == "roll"


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768)])
def test_the_bank_card_lights_incaseaza_alone_and_gives_it_back(tmp_path, size):
    """At the bank card "Încasează" is the one primary, "Aruncă" the quiet outline; once the
    card closes (its bank not reaching the goal) "Aruncă" is the primary again."""
    app = coach_app(tmp_path, size=size)
    try:
        screens_coach._farkle_bank(app)
        table = _table(app)
        assert table.coach.shown == "farkle.bank"
        primaries = [b for b in (table.roll_button, table.bank_button, table.hint_button,
                                 table.undo_button) if b.style == "primary"]
        assert primaries == [table.bank_button], [b.style for b in primaries]
        assert table.roll_button.style == "quiet"
        table.coach.dismiss()
        app.step(0.05)
        assert table.coach.shown is None
        assert table.roll_button.style == "primary" and table.bank_button.style == "quiet"
    finally:
        app.close()
