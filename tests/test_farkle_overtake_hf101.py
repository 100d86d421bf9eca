"""The overtake has its moment (ruling S80 3., round 80, hF101, critic cB79 #2): when a last
round's bank passes the leader and wins, the table says it, "Ion trece în frunte!", as a
short beat of its own once the row has counted the new total whole, before the champion;
every other clock waits under it (the win's stage, the winners' rows); a click ends it and
the champion comes at once. Driven through the flow with its fake dice and clock."""

from __future__ import annotations

from game import theme_stage
from tests.test_farkle_flow import DT, Table
from tests.test_farkle_winning_bank_beat import _shown, _winning_table

OVERTAKE = "Ion trece în frunte!"


def _bank_and_watch(table: Table, click_after: float | None = None):
    """Bank Ion's winning 1 000; step until the win's stage is asked for. Return, a frame
    each, (the big announcement's text or None, the row's figure, the win begun)."""
    flow = table.flow
    table.throw_and_keep(0, 1, 2)
    flow.press_bank()
    frames = []
    said_for = 0.0
    for _ in range(round(12 / DT)):
        said = flow.big_announcement()
        text = said.text if said is not None else None
        frames.append((text, _shown(table), flow.moment.kind == "win"
                       or flow.win_celebration.busy and flow.win_celebration.started))
        if flow.moment.kind == "win":
            break
        if text == OVERTAKE:
            said_for += DT
            if click_after is not None and said_for >= click_after:
                flow.skip()
                click_after = None
        table.run(DT)
    return frames


def test_a_winning_overtake_is_said_after_the_count_then_the_champion():
    table = _winning_table()
    frames = _bank_and_watch(table)
    said = [k for k, (text, _, _) in enumerate(frames) if text == OVERTAKE]
    assert said, "the overtake was never said"
    assert said == list(range(said[0], said[-1] + 1))  # once, in one piece
    for _, figure, won in frames[said[0]:said[-1] + 1]:
        assert figure == 10_500, figure  # after the row has counted it whole
        assert not won  # the win waits under it
    assert len(said) * DT >= theme_stage.FARKLE_OVERTAKE_HOLD - 0.2, len(said) * DT
    assert len(said) * DT <= theme_stage.FARKLE_OVERTAKE_HOLD + 0.1, len(said) * DT  # brief
    assert frames[-1][2]  # then the champion
    assert all(text != OVERTAKE for text, _, _ in frames[said[-1] + 1:])  # said once
    detail = table.flow.voice.announcement
    assert detail is None or detail.key != "farkle.overtake"


def test_the_overtake_says_the_total_against_the_one_passed():
    table = _winning_table()
    flow = table.flow
    table.throw_and_keep(0, 1, 2)
    flow.press_bank()
    for _ in range(round(12 / DT)):
        said = flow.big_announcement()
        if said is not None and said.text == OVERTAKE:
            assert said.detail == ("10 500 față de 10 000",), said.detail
            return
        table.run(DT)
    raise AssertionError("the overtake was never said")


def test_a_click_ends_the_overtake_and_the_champion_comes_at_once():
    table = _winning_table()
    frames = _bank_and_watch(table, click_after=0.2)
    said = [k for k, (text, _, _) in enumerate(frames) if text == OVERTAKE]
    assert said and len(said) * DT <= 0.2 + 3 * DT, len(said) * DT
    assert frames[-1][2] and len(frames) - said[-1] <= 4, (len(frames), said[-1])
