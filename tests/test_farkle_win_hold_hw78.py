"""The winning bank's final total is seen settled before the win's stage (round 75, hW78,
critic cB75: "the win stage cuts in as the bank's count lands: no beat to read the final
total"; hW77 measured the row's count reaching its figure two frames before the stage). The
row counts the bank whole, then holds its final total still for
``theme_stage.FARKLE_WIN_HOLD`` (a beat the player reads it in), and only then does the win
come: its stage and the winners' rows popping. Driven through the flow with its fake dice
and clock. (Round 80, hF101, ruling S80 3.: a last round's winning bank passes the leader, so
its hold is the overtake's beat, ``theme_stage.FARKLE_OVERTAKE_HOLD``, "Ion trece în
frunte!" said over the settled total: tests/test_farkle_overtake_hf101.py.)"""

from __future__ import annotations

from game import theme_stage
from tests.test_farkle_flow import DT, Table
from tests.test_farkle_winning_bank_beat import _shown, _winning_table

READ = 0.35
"""The least a final total stands still before the win cuts in (seconds): a beat the eye
reads a four-figure number in."""


def _settled_then_win(table: Table) -> tuple[list[int], int]:
    """Bank Ion's winning 1 000; return the row's figure a frame until the win's stage is
    asked for, and how many frames the final total stood whole before it."""
    flow = table.flow
    table.throw_and_keep(0, 1, 2)
    flow.press_bank()
    final = int(table.game.totals[1])
    seen: list[int] = []
    for _ in range(round(12 / DT)):
        if flow.moment.kind == "win":
            break
        seen.append(_shown(table))
        table.run(DT)
    settled = 0
    for figure in reversed(seen):
        if figure != final:
            break
        settled += 1
    return seen, settled


def test_the_final_total_stands_settled_a_beat_before_the_win():
    table = _winning_table()
    seen, settled = _settled_then_win(table)
    assert table.flow.moment.kind == "win"
    assert seen[0] == 9_500 and seen[-1] == 10_500  # counted whole, then held
    assert settled * DT >= READ, settled  # a beat to read 10 500 (it was 2 frames)
    hold = theme_stage.FARKLE_OVERTAKE_HOLD  # (S80 3.: the overtake's beat)
    assert settled * DT >= hold - 2 * DT, settled
    assert settled * DT <= hold + 0.15, settled  # brief: no lull
    assert table.results == 0  # the results wait for the win's stage


def test_the_winners_rows_pop_with_the_win_not_during_its_hold():
    table = _winning_table()
    flow = table.flow
    table.throw_and_keep(0, 1, 2)
    flow.press_bank()
    for _ in range(round(12 / DT)):
        if not flow.counting_up and flow.flight is None:  # the count has landed
            break
        table.run(DT)
    table.run(READ - DT)  # the hold: the final total read, nothing of the win yet
    assert not flow.win_celebration.active and flow.moment.kind != "win"
    table.run(theme_stage.FARKLE_OVERTAKE_HOLD - READ + 3 * DT)  # (S80 3.)
    assert flow.win_celebration.active and flow.moment.kind == "win"

