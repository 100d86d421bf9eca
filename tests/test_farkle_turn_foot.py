"""Before a person's first throw the Tura panel's foot is not bare: it says what banking needs
(no minimum) and, once something is banked, what still stands between the player and the
target (round 62: the whole target too, in the slot the computer's reason holds on its
turn). Both stay once the dice are thrown, all turn (hF9: a line that vanished read as a
region that jumps); in the last round both give way to the score to beat, in the first
row (hF14)."""

from __future__ import annotations

from game.views.farkle_views import note_alone, turn_panel
from tests.test_farkle_flow import LAND, Table


def _notes(table: Table) -> list[str]:
    notes = turn_panel(table.flow, table.flow.tr, True)[1]
    # the rows as the panel lays them: a person's one note in the slot under its first
    # row left empty (hK63: left empty by the panel's note_alone, no longer an empty note)
    empty = [""] if note_alone(table.flow, notes) else []
    return empty + [text for text, _ in notes]


def test_before_the_first_throw_the_turn_panel_says_what_is_left_and_what_banking_needs():
    table = Table((2, 3, 4, 6, 6, 1), totals=(600, 0))
    tr = table.flow.tr
    no_minimum = tr("farkle.turn.no_minimum")
    # (rewritten in round 65, critic B64: a person's one note in the slot, the first row
    # air under the risk's bar; "Fără punctaj minim" is the "?" page's and the computer's)
    assert _notes(table) == ["", tr("farkle.turn.to_go", points="9 400")]  # hF14
    table.game.current = 1  # nothing banked: the whole target (rewritten in round 62: the
    # slot under the first row is the computer's reason's on its turn, never bare on a
    # person's, critic B61; it was said only by the players panel)
    assert _notes(table) == ["", tr("farkle.turn.to_go", points="10 000")]
    table.game.current = 0
    table.game.last_round_by = 1  # the target is reached: "to the target" would mislead
    # (rewritten in round 65, critic B64: the score to beat is the last round's strip's, said
    # once; a leader's panel says the rule in its slot, never the target's "9 400")
    assert not any("9 400" in n for n in _notes(table))
    assert table.flow.last_round_strip() is not None
    assert _notes(table) == ["", no_minimum], _notes(table)
    table.game.last_round_by = None
    table.flow.press_roll()
    table.run(LAND + 0.1)
    assert table.game.roll_dice is not None  # thrown: the same two notes stay (hF9)
    assert _notes(table)[:2] == ["", tr("farkle.turn.to_go", points="9 400")]
