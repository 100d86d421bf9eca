"""The Joker's pick is tagged by the flow, not guessed by the view from a catalog key (review
round 70): its prompt carries the tag "joker" (the pill's red "Joker"), other warnings none."""

from __future__ import annotations

from game.flow.yams_guidance import JOKER_TAG
from game.rules.yams import Box, Scorecard
from tests.test_yams_flow import run, seat, throw


def test_the_flow_tags_the_jokers_pick_and_nothing_else():
    joker = Scorecard.from_points({Box.PENTA: 50, Box.TWOS: 6})
    flow, port = seat((2,) * 5, names=("Ana",), cards=[joker])
    throw(flow, port)
    run(flow, port, 12.0)  # its stage plays, the table back
    prompt = flow.prompt()
    assert prompt is not None and prompt.key.startswith("yams.joker_pick")
    assert prompt.tag == JOKER_TAG
    points = {Box.ONES: 2, Box.THREES: 3, Box.FOURS: 4, Box.SIXES: 6, Box.CHANCE: 15}
    flow, port = seat((1, 1, 3, 4, 6), names=("Ana",), cards=[Scorecard.from_points(points)])
    throw(flow, port)
    assert flow.prompt().key == "yams.zero_roll" and flow.prompt().tag == ""
