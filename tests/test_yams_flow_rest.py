"""A resting beat after a scoring moment (critic round 28 §3): once a moment that counted
points into their box is over (the upper bonus, a full card's TOTAL, a Penta's stage...),
those points stay seen ``theme.YAMS_STAGE_REST`` seconds before the turn passes (the
handoff's band sweeps only then); a click that cut the moment short does not wait, a throw
ends the beat. Driven with the fake port and clock of tests/test_yams_flow.py."""

from __future__ import annotations

from game import theme
from game.rules.yams import Box, Scorecard
from tests.test_yams_flow import DT, run, seat, throw

UPPER = Scorecard.from_points({Box.ONES: 3, Box.TWOS: 6, Box.THREES: 9, Box.FOURS: 12,
                               Box.FIVES: 15})


def _score_the_upper_bonus():
    flow, port = seat((6, 6, 6, 1, 2) + (1, 2, 3, 4, 6) * 3, names=("Ana", "Ion"),
                      cards=[UPPER])
    throw(flow, port)
    flow.pick(0, 6, Box.SIXES)
    flow.validate()
    assert flow.moment.kind == "upper_bonus" and flow.moment.busy
    return flow, port


def _frames_until(flow, port, done) -> int:
    frames = 0
    while not done():
        port.tick(DT)
        flow.update(DT)
        frames += 1
        assert frames < 2_000
    return frames


def test_the_points_rest_in_their_box_before_the_turn_passes():
    flow, port = _score_the_upper_bonus()
    _frames_until(flow, port, lambda: not flow.moment.busy)
    assert not flow.leaving.active  # the dice are gone: only the beat holds the turn
    assert not flow.handoff.active  # (due once the beat is over: the turn waits for it)
    assert flow.busy  # the table keeps its clock running through the beat
    shown = []  # whose turn the table shows through the beat: still Ana's, who scored
    waited = _frames_until(flow, port, lambda: shown.append(flow.shown_turn)
                           or flow.handoff.active)
    # (the turn passes with the handoff, within a frame, not before: hK40)
    assert set(shown[:-2]) == {0}, shown
    assert abs(waited * DT - theme.YAMS_STAGE_REST) <= 2 * DT, waited * DT


def test_a_moment_cut_short_by_a_click_does_not_wait():
    flow, port = _score_the_upper_bonus()
    run(flow, port, 0.5)
    flow.moment.skip()  # a click ends the moment
    waited = _frames_until(flow, port, lambda: flow.handoff.active)
    assert waited * DT < 0.2, waited * DT
