"""The Tura panel's score row ("Scor"; "După încasare" until round 72, ruling S14) reads a
flow fact (review, round 69: decided in the view): the shown player's total as the list
shows it (the flow's row totals), never the points the turn has at stake (the ledger's
"Total tură" and the bank button say those); nothing of a roll, a bust's points never in it,
a bank's counted once, in the total, counting in with the row. Driven through the flow with
its fake dice and clock (:mod:`tests.test_farkle_flow`)."""

from __future__ import annotations

from game.i18n import Translator
from game.views.farkle_views import bank_fact
from tests.test_farkle_flow import DT, LAND, Table

TR = Translator.load("ro")


def _figure(table: Table) -> int:
    """The score row's figure now, for the dice as the fake tray shows them."""
    fact = bank_fact(table.flow, TR, table.dice.visible())
    assert fact is not None
    return int(fact.value.replace("\u00a0", "").replace(" ", ""))


def test_the_score_is_the_total_without_the_points_at_stake_in_every_beat():
    # Ana has 3 450: she throws 1 1 1 2 3 4, keeps the three 1s, throws her three other dice
    # (2 3 4: a bust) and loses the 1 000.
    table = Table((1, 1, 1, 2, 3, 4, 2, 3, 4), totals=(3_450, 0))
    assert _figure(table) == 3_450  # before the first throw: her total, nothing at stake
    table.flow.press_roll()
    for _ in range(round((LAND + 0.3) / DT)):
        table.run(DT)
        assert _figure(table) == 3_450  # flying, then landed: nothing chosen yet
    for index in (0, 1, 2):
        table.flow.press_die(index)
    assert _figure(table) == 3_450  # the three 1s chosen: at stake, the ledger's
    table.flow.press_roll()
    beats = set()
    for _ in range(round((LAND + 1.0) / DT)):
        table.run(DT)
        if table.flow.bust_shown:  # the stamp: the 1 000 are lost, the total stands
            assert _figure(table) == 3_450
            beats.add("bust")
        elif table.flow.in_the_air:  # the 1 000 at stake, nothing of the throw yet
            assert _figure(table) == 3_450
            beats.add("flying")
    assert beats == {"bust", "flying"}, beats


def test_a_bank_counts_its_points_once_in_the_total():
    # Ana throws 1 2 3 4 6 6, keeps her 1 and banks 100 (nothing more at stake for her)
    table = Table((1, 2, 3, 4, 6, 6), totals=(3_450, 0))
    table.flow.press_roll()
    table.run(LAND + 0.3)
    table.flow.press_die(0)
    assert _figure(table) == 3_450  # (the 100 chosen: the bar's gold part, not the figure)
    table.flow.press_bank()
    said = []
    for _ in range(round(3.0 / DT)):  # the row counts up; the figure never says 3 650
        table.run(DT)
        if not said or said[-1] != (table.flow.shown_player, _figure(table)):
            said.append((table.flow.shown_player, _figure(table)))
    # it counts in with the row (round 72: hB31's old total until counted, then a jump,
    # reversed: critics E71 and G71), up to the new total, never past it, then Ion's turn
    hers = [figure for player, figure in said if player == 0]
    assert hers[0] == 3_450 and hers[-1] == 3_550 and hers == sorted(hers), said
    assert len(hers) > 2 and said[-1] == (1, 0), said
