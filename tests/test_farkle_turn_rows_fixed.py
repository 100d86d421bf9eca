"""The Tura panel keeps a fixed set of rows at every beat (hF14 §2): its first note row is
always there, "Fără punctaj minim la încasare" (for a person and the computer, before the
throw, under the dice, while a bank's points rise, under a bust) and, in the last round,
what this turn needs to lead in the same row ("Necesar în tură: 8 500": hF28, the score to
beat and whose it is are the last round's strip's, never said twice). The "Lider" foot shows
the lead only once a bank's count-up has reached the totals: never ahead of the players
list."""

from __future__ import annotations

from game.views.farkle_views import note_alone, player_lines, turn_panel
from tests.test_farkle_flow import DT, LAND, Table


def _first_row(table: Table) -> str:
    notes = turn_panel(table.flow, table.flow.tr, table.dice.visible())[1]
    if not notes or note_alone(table.flow, notes):  # (hK63: one note alone is the slot's,
        return ""  # the first row left empty by the panel, no longer by an empty note; the
    return notes[0][0].replace("\u00a0", " ")  # computer's before its reason shows: air)


def test_the_first_note_row_stays_at_every_beat_then_says_the_score_to_beat():
    # (round 66: the first throw no longer a Chintă, 1-5-2-3-4-6: since hL66 a rare throw's
    # dice lie seen 0.6 s, no click acting, and its stage follows; this test's beats are a
    # plain turn's)
    table = Table((1, 5, 2, 3, 4, 4, 2, 3, 4, 4, 6, 6, 1, 1, 1, 5, 2, 3), totals=(600, 9_400, 0),
                  computer=True)
    flow = table.flow
    seen = [_first_row(table)]  # the fresh table
    flow.press_roll()
    seen.append(_first_row(table))  # in the air
    table.run(LAND + 0.1)
    seen.append(_first_row(table))  # landed
    flow.press_die(0)
    seen.append(_first_row(table))  # a selection
    flow.press_bank()
    seen.append(_first_row(table))  # the points rise
    table.run(0.1)
    seen.append(_first_row(table))
    table.run(3)
    seen.append(_first_row(table))  # Ion's turn
    flow.press_roll()  # Ion busts
    table.run(LAND + 0.1)
    assert flow.bust_shown
    seen.append(_first_row(table))
    # (rewritten in round 65, critic B64: a person's first row is air under the risk's bar,
    # at every beat, their one note in the slot over the fact; the rule is the "?" page's)
    assert set(seen) == {""}, seen
    for _ in range(round(10 / DT)):  # the computer's turn
        table.run(DT)
        if flow.computer_turn and table.game.roll_dice is not None:
            # (round 66, critic B65: the computer's first row is air too, its reason
            # alone under it; was "Fără punctaj minim la încasare")
            assert _first_row(table) == ""
    # the last round: the score to beat, in the same row, every beat
    table = Table((1, 1, 1, 5, 2, 3, 2, 3, 4, 4, 6, 6), totals=(9_400, 2_000))
    table.throw_and_keep(*range(4))
    table.flow.press_bank()  # Ana reaches 10 450
    table.run(4)
    assert table.game.in_last_round and table.flow.frozen is None
    assert _slot(table) == "Necesar în tură: 8 500"  # (in the slot: round 65)
    table.flow.press_roll()
    table.run(LAND / 2)  # the dice in the air: still the score to beat
    assert _slot(table) == "Necesar în tură: 8 500"
    table.run(LAND / 2 + 0.1)
    # (amended round 80, fixH, following S80 2.: Ion's roll busts, and once its dice are seen
    # his last turn is played: nothing more is asked of him, the row says so; was the score
    # to beat kept through the bust)
    assert table.flow.bust_shown
    assert _slot(table) == "Ultima tură jucată"


def _slot(table) -> str:
    """A person's one note, said as the slot's under the first row left empty (round 65;
    hK63: said alone, centred by the panel, no longer after an empty note)."""
    notes = turn_panel(table.flow, table.flow.tr, table.dice.visible())[1]
    assert note_alone(table.flow, notes), notes
    return notes[0][0].replace("\u00a0", " ")


def test_the_leader_row_waits_for_the_count_up():
    # a small bank, counted up in the list (hB40: a bank of 1 000 or more has its banner,
    # under which the row says the new total at once and the lead waits for it to land)
    table = Table((1, 5, 2, 3, 4, 4), totals=(500, 600))
    flow = table.flow
    before = flow.leader_line()
    assert "Ion" in before
    table.throw_and_keep(0, 1)  # 150: Ana will lead with 650
    flow.press_bank()
    while flow.flight is not None or flow.pulse is not None:
        # the list shows the final total (read off the row as drawn: hF41, not the words'
        # own reading of the totals, which a bug there would fool)
        counted = player_lines(flow, flow.tr, True)[0].total.replace("\u00a0", " ") == "650"
        line = flow.leader_line().replace("\u00a0", " ")
        if counted:  # its new word once, never a running figure
            assert line in (before, "Ana · 650"), line
        else:
            assert line == before, "the lead ran ahead of the players list"
        table.run(DT)
    assert flow.leader_line().replace("\u00a0", " ") == "Ana · 650"
