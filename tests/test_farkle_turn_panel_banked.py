"""The Tura panel says the bank while it is shown (round 74, hF87, critic cR74b #2: "Zaruri de
aruncat 2 · Risc 44,4 %" and its red bar stood under the "+1 050" plate and after it, the
computer's bank too): from the press to the turn's passing its first row reads "Încasat" and
the bank's "+N" in gold, the dice and risk rows yield to it; once the turn passes the next
player's "Zaruri de aruncat" and "Risc" come back (amended round 75, hA75: the "+N" counts
down into the banker's total as the row counts up, then says the bank settled, "150" in
cream; amended round 75, hA76: a small bank's row waits blank while its "+150" flies,
said once; amended round 76, hA77: never blank, the row says the "+150" whole while only
coins fly, and under a staged bank's plate the bank settled). Driven through the flow with its
fake dice and clock; the rows are the view's own (:func:`game.views.farkle_views.turn_panel`)."""

from __future__ import annotations

from game import theme
from game.i18n import Translator, format_int
from game.views.farkle_views import turn_panel
from tests.test_farkle_flow import DT, Table

TR = Translator.load("ro")
DICE_TO_ROLL = TR("farkle.label.dice_to_roll")
RISK = TR("farkle.label.risk")
BANKED = TR("farkle.label.banked")
KEPT = TR("farkle.label.banked_dice")  # (the risk row's room: the dice banked, never a
# hole: round 74, at hF87's merge, tests/test_farkle_turn_panel_filled.py)


def _said(points: int, left: int) -> str:
    """The "Încasat" row's figure with ``left`` of a bank of ``points`` still to count into
    the banker's total (round 75, hA75: "+N" counting down, then the bank settled)."""
    return "+" + format_int(left) if left else format_int(points)


def _texts(table: Table) -> list[tuple[str, str]]:
    lines, _, _ = turn_panel(table.flow, TR, table.dice.visible())
    return [(line.label, line.value) for line in lines if line.label or line.value]


def _bank_frames(table: Table, player: int) -> tuple[list, list]:
    """The panel's rows recorded every frame while ``player``'s bank is shown, then the first
    frame after its turn has passed."""
    flow = table.flow
    during: list[list[tuple[str, str]]] = []
    for _ in range(round(20 / DT)):
        table.run(DT)
        if flow.frozen is not None and flow.frozen is flow.banked_view:
            during.append(_texts(table))
        elif during and flow.shown_player != player:
            return during, _texts(table)
    raise AssertionError("the bank's turn never passed")


def test_a_persons_bank_says_banked_and_its_points_until_the_turn_passes():
    table = Table((1, 5, 2, 3, 4, 4) + (2, 3, 4, 6, 6, 2), names=("Ana", "Ion"))
    table.throw_and_keep(0, 1)
    table.flow.press_bank()
    during = [_texts(table)]
    more, after = _bank_frames(table, 0)
    during += more
    assert len(during) > 10
    for rows in during:  # (a 1 and a 5 kept)
        assert rows in ([(BANKED, _said(150, left)), (KEPT, "2")] for left in range(151)), rows
    assert during[0] == [(BANKED, "+150"), (KEPT, "2")]  # (round 76, hA77: never blank; its
    # coins fly, the row says the figure, once; round 75's hA76 had it blank here)
    assert during[-1] == [(BANKED, "150"), (KEPT, "2")]  # (round 75, hA75: it counts down
    # into Ana's total, "150" settled once it is in: test_farkle_bank_drains_into_total)
    labels = [label for label, _ in after]
    assert labels == [DICE_TO_ROLL, RISK], after


def test_the_computers_bank_says_banked_too():
    table = Table((1, 5, 2, 3, 4, 4) + (1, 1, 1, 2, 3, 4) * 4, computer=True,
                  names=("Ana",))
    table.throw_and_keep(0, 1)
    table.flow.press_bank()  # Ana banks 150; then the computer plays and banks
    flow = table.flow
    for _ in range(round(30 / DT)):
        table.run(DT)
        if flow.frozen is not None and flow.frozen is flow.banked_view and (
                flow.frozen.player == 1):
            break
    else:
        raise AssertionError("the computer never banked")
    points = flow.banked_view.turn_points
    kept = str(sum(len(group.dice) for group in flow.banked_view.groups))
    during, _ = _bank_frames(table, 1)
    assert during
    for rows in during:  # (counting into its total: round 75, hA75; blank while a
        # staged bank's plate says its "+N", the row the bank settled: ruling S14, round
        # 76, hA77: never blank)
        assert rows in [[(BANKED, _said(points, left)), (KEPT, kept)]
                        for left in range(points + 1)], rows
    assert during[-1] == [(BANKED, format_int(points)), (KEPT, kept)]  # counted whole


def test_the_banked_row_is_gold():
    table = Table((1, 5, 2, 3, 4, 4) + (2, 3, 4, 6, 6, 2), names=("Ana", "Ion"))
    table.throw_and_keep(0, 1)
    table.flow.press_bank()
    lines, _, _ = turn_panel(table.flow, TR, table.dice.visible())
    assert lines[0].colour == theme.GOLD
