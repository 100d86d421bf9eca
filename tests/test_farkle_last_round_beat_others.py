"""The last round's band says the score to beat: the best total of the *others*, never the
total of the player whose turn it shows (round 78, hF94, critic cB77 #13, ruling S48): once
the last players' bank took the lead, "De depășit" with his own coin aimed at himself for as
long as his turn was still shown. (Round 80, hF101, ruling S80: his chip leaves the band as
his bank has counted in; from then on the band speaks to those who remain.)"""

from __future__ import annotations

from tests.test_farkle_flow import DT, Table


def _past_the_goal_stage(table: Table) -> None:
    """Run the flow until the goal's stage has gone and the band shows."""
    flow = table.flow
    for _ in range(round(15 / DT)):
        table.run(DT)
        if flow.last_round_strip() is not None:
            return
    raise AssertionError("the last round's band never showed")


def test_the_band_never_names_the_shown_players_own_total_as_the_score_to_beat():
    # Ana reaches the goal (10 450); Ion, the next, banks 1 050 over his 9 900: 10 950
    table = Table((1, 1, 1, 5, 2, 3, 1, 1, 1, 5, 2, 3, 2, 3, 4, 6, 2, 3),
                  totals=(9_400, 9_900, 3_000), names=("Ana", "Ion", "Dan"))
    flow = table.flow
    table.throw_and_keep(*range(4))
    flow.press_bank()
    _past_the_goal_stage(table)
    strip = flow.last_round_strip()
    assert (strip.playing, strip.beat, strip.leaders) == (1, "10 450", (0,))
    table.throw_and_keep(*range(4))
    flow.press_bank()  # Ion: 10 950, the lead
    seen_his_turn = 0
    for _ in range(round(8 / DT)):
        table.run(DT)
        strip = flow.last_round_strip()
        if strip is None:
            continue
        if flow.shown_player == 1 and 1 in strip.seats:  # his turn still on the band: the
            # figure he had to beat (round 80, S80: his chip leaves as his bank has counted
            # in; the band then speaks to Dan, Ion's new lead the one to beat, as below)
            seen_his_turn += 1
            assert 1 not in strip.leaders, (strip.beat, strip.leaders)
            assert strip.beat == "10 450", strip.beat
        else:  # Dan's turn: Ion's new lead is the one to beat
            assert strip.seats == (2,) and strip.playing == 2, strip
            assert (strip.beat, strip.leaders) == ("10 950", (1,))
            if flow.shown_player == 2:
                break
    else:
        raise AssertionError("the turn never passed to Dan")
    assert seen_his_turn > 0
