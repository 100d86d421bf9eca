"""The flow's quiet figure for the Tura panel's "După încasare" (review, round 69: a flow fact,
decided in the view): the shown player's total as the list shows it, with the points the turn
still has at stake; nothing of a roll before its dice are seen, a bust's points gone with its
stamp, a bank's counted once, in the total. Driven through the flow with its fake dice and
clock (:mod:`tests.test_farkle_flow`), no view."""

from __future__ import annotations

from tests.test_farkle_flow import DT, LAND, Table


def _figure(table: Table) -> int:
    """The flow's quiet figure now, for the dice as the fake tray shows them."""
    return table.flow.standing_total(table.dice.visible())


def test_the_quiet_figure_is_the_total_with_the_points_at_stake_in_every_beat():
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
    assert _figure(table) == 4_450  # the three 1s chosen: at stake
    table.flow.press_roll()
    beats = set()
    for _ in range(round((LAND + 1.0) / DT)):
        table.run(DT)
        if table.flow.bust_shown:  # the stamp: the 1 000 are lost, the total stands
            assert _figure(table) == 3_450
            beats.add("bust")
        elif table.flow.in_the_air:  # the 1 000 at stake, nothing of the throw yet
            assert _figure(table) == 4_450
            beats.add("flying")
    assert beats == {"bust", "flying"}, beats


def test_a_bank_counts_its_points_once_in_the_total():
    # Ana throws 1 2 3 4 6 6, keeps her 1 and banks 100 (nothing more at stake for her)
    table = Table((1, 2, 3, 4, 6, 6), totals=(3_450, 0))
    table.flow.press_roll()
    table.run(LAND + 0.3)
    table.flow.press_die(0)
    assert _figure(table) == 3_550
    table.flow.press_bank()
    said = []
    for _ in range(round(3.0 / DT)):  # the row counts up; the figure never says 3 650
        table.run(DT)
        if not said or said[-1] != (table.flow.shown_player, _figure(table)):
            said.append((table.flow.shown_player, _figure(table)))
    # the old total while the row counts, the new one once counted, then Ion's turn
    assert said == [(0, 3_450), (0, 3_550), (1, 0)], said
