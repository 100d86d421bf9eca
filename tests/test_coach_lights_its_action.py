"""The coach never moves the red action (ruling S11, amended round 80, hF102; critic cB79
defect 10: with the bank card 3/3 up, "Încasează 150" turned red for 1 + 5 with 4 dice left,
where play without tips makes "Aruncă" the red one). A card points at what it explains; the
one primary is what play decides (:func:`game.flow.coach.farkle_primary`): "Încasează" when
banking reaches the goal, else "Aruncă". Reverses round 74's "the taught button is red"."""

from __future__ import annotations

import pytest

from game.flow.coach import farkle_primary
from tests.test_coach_marks import coach_app
from tests.test_coach_places import _table
from tools import screens_coach


def test_the_primary_is_decided_by_play_alone():
    """Banking is primary only when it reaches the goal; nothing else moves it."""
    assert farkle_primary(False) == "roll"
    assert farkle_primary(True) == "bank"


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768)])
def test_the_bank_card_leaves_arunca_red_as_play_does(tmp_path, size):
    """At the bank card (its bank not reaching the goal) "Aruncă" stays the one primary and
    "Încasează" the quiet outline, the same look before and after the card closes."""
    app = coach_app(tmp_path, size=size)
    try:
        screens_coach._farkle_bank(app)
        table = _table(app)
        assert table.coach.shown == "farkle.bank"
        primaries = [b for b in (table.roll_button, table.bank_button, table.hint_button,
                                 table.undo_button) if b.style == "primary"]
        assert primaries == [table.roll_button], [b.style for b in primaries]
        assert table.bank_button.style == "quiet"
        table.coach.dismiss()
        app.step(0.05)
        assert table.coach.shown is None
        assert table.roll_button.style == "primary" and table.bank_button.style == "quiet"
    finally:
        app.close()
