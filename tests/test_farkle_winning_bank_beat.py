"""The game-winning bank's beat plays before the win (round 74, hF87, critic cR74b #1: one frame
after the winning bank the win's stage replaced the table, the old total still on the banker's
row): its "+N" rises and lands on the banker's row, the total counts up past the goal, then the
win's stage comes, one climax still (no bank stage, no "Ana încasează" line: hF16). Driven
through the flow with its fake dice and clock (the stage waits for the bank's beat: the win's
celebration starts once the points have landed and counted)."""

from __future__ import annotations

from game.i18n import Translator
from game.views.farkle_views import bank_fact, player_lines
from tests.test_farkle_flow import DT, Table

TR = Translator.load("ro")


def _winning_table() -> Table:
    """Ana reached the target first; Ion's last bank of 1 000 ends the game and wins it."""
    table = Table((1, 1, 1, 2, 3, 4), totals=(10_000, 9_500))
    table.game.last_round_by = 0
    table.game.last_round_pending = [1]
    table.game.banks[:] = [[10_000], [9_500]]
    table.game.turns_played[:] = [1, 1]
    table.game.current = 1
    table.flow.seen_player = table.flow.announced_player = 1
    return table


def _shown(table: Table) -> int:
    return int(player_lines(table.flow, TR, True)[1].total.replace("\u00a0", "").replace(" ", ""))


def test_the_winning_banks_points_land_and_count_before_the_win():
    table = _winning_table()
    flow = table.flow
    table.throw_and_keep(0, 1, 2)
    flow.press_bank()
    assert table.game.finished
    assert flow.flight is not None  # its "+1 000" rises first
    seen: list[int] = []
    kinds: list[str] = []
    for _ in range(round(12 / DT)):
        seen.append(_shown(table))
        if flow.moment.kind == "win":
            break
        if flow.moment.kind is not None and flow.moment.kind not in kinds:
            kinds.append(flow.moment.kind)
        table.run(DT)
    assert flow.moment.kind == "win"
    assert kinds == []  # no bank stage before the win: one climax
    assert seen[0] == 9_500  # the old total while the points rise
    assert seen[-1] == 10_500  # the row has counted the bank whole when the win comes
    assert len([s for s in seen if 9_500 < s < 10_500]) >= 3  # it ticks past the goal
    assert seen == sorted(seen)
    assert len(seen) >= 30  # a beat (≥ half a second), not one frame
    assert table.results == 0
    said = {m.key for m in flow.voice.shown()}
    assert "farkle.banked" not in said  # the win's stage says it


def test_the_banker_s_turn_stays_on_the_panels_until_the_win():
    # (hF87: the turn passed as the points landed, the Tura panel saying "Zaruri de aruncat
    # 6 · Risc 2,3 %" beside a row still counting, after the game had ended)
    table = _winning_table()
    flow = table.flow
    table.throw_and_keep(0, 1, 2)
    flow.press_bank()
    for _ in range(round(12 / DT)):
        if flow.moment.kind == "win":
            break
        assert flow.frozen is not None and flow.frozen is flow.banked_view
        fact = bank_fact(flow, TR, True)  # "Scor" counts with the row (S14), never gone
        assert fact is not None and fact.value == player_lines(flow, TR, True)[1].total
        table.run(DT)
    assert flow.moment.kind == "win"
    assert not flow.counting_up  # the row counted the bank whole before the win
