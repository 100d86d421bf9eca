"""What the Yams table's own lines say (critic C65): the upper bonus said with the box that
earned it, the way a Joker's +100 is ("Ana a ales Șase: 18 · Bonus +35"); and at the game's
end, until "Victorie!" has said the winner, only what was written last (neutral: the pill
says its player is done, the lane their box), never the winner before their moment."""

from __future__ import annotations

from game.flow.yams_end_line import EndLine, end_line
from game.rules.yams import Box, Scorecard
from tests.test_yams_flow import DT, run, seat, throw

UPPER_45 = {Box.ONES: 3, Box.TWOS: 6, Box.THREES: 9, Box.FOURS: 12, Box.FIVES: 15}
"""An upper part at 45: a Șase of 18 takes it to 63 (the bonus)."""


def _said(flow, port, frames=40):
    said = []
    for _ in range(frames):
        prompt = flow.prompt()
        if prompt is not None:
            said.append(prompt.text)
        flow.moment.skip()
        run(flow, port, DT * 2)
    return said


def test_the_upper_bonus_is_said_with_the_box_that_earned_it():
    flow, port = seat((6, 6, 6, 1, 2) * 3, names=("Ana", "Ion"),
                      cards=[Scorecard.from_points(UPPER_45)])
    throw(flow, port)
    flow.pick(0, 5, Box.SIXES)
    flow.validate()
    assert flow.game.last_event.upper_bonus_reached
    said = _said(flow, port)
    whole = "Ana a ales Șase: 18 · Bonus +35"
    assert whole in said
    # nothing of the bonus before its moment (round 75, S10 amended): the box alone until
    # the bonus has played, then the line with it, never the box alone again after it
    first = said.index(whole)
    assert all(line != "Ana a ales Șase: 18" for line in said[first:]), said


def test_a_box_with_no_bonus_is_said_alone():
    flow, port = seat((6, 6, 6, 1, 2) * 3, names=("Ana", "Ion"))
    throw(flow, port)
    flow.pick(0, 5, Box.SIXES)
    flow.validate()
    assert flow.prompt().text == "Ana a ales Șase: 18"


def _last_box_written():
    lower = {box: 10 for box in Box if not box.is_upper and box is not Box.CHANCE}
    ion = Scorecard.from_points({**lower, Box.CHANCE: 10, **{b: 1 for b in Box if b.is_upper}})
    ana = Scorecard.from_points({**lower, **UPPER_45, Box.SIXES: 18})
    flow, port = seat((6, 6, 6, 5, 5) * 3, names=("Ana", "Ion"), cards=[ana, ion])
    throw(flow, port)
    flow.pick(0, 11, Box.CHANCE)
    flow.validate()
    assert flow.game.finished and not flow.results_shown
    return flow, port


def test_the_end_says_the_last_box_not_the_winner_before_victory():
    flow, _port = _last_box_written()
    # S113 2. (amended round 82, hY129): the pill names her, the lane says her box; "Ana a
    # terminat" beside "Ana a ales Șansă: 28" said her end twice at once (was "Ana a terminat")
    assert end_line(flow) == EndLine("Ana", 0, "Ana a ales Șansă: 28")
