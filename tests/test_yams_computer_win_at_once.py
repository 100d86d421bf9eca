"""The computer's win is staged as soon as its last box lands, as a person's is (critic C69:
since round 78, S43, "staged" means its last count, then the results at once;
it came ~2 s after the box, over a static "a terminat" table; a person's within ~0.5 s).

The game's last box is the card's only open one: the computer has no choice to show, so it
writes it at once, and the win follows the box's written beat like a person's."""

from __future__ import annotations

from game.flow.moments import DURATIONS
from game.flow.stage import WRITTEN_BEAT
from game.rules.yams import Box, Scorecard
from tests.test_yams_flow import DT, run, seat, throw


def _one_box_left() -> Scorecard:
    """A card full but for its Chance."""
    return Scorecard.from_points({box: 3 for box in Box if box is not Box.CHANCE})


def test_the_computers_win_is_staged_one_written_beat_after_its_last_box_shows():
    full = Scorecard.from_points({box: 0 for box in Box})
    flow, port = seat((6, 6, 6, 5, 5) * 6, names=("Ana",), computer=True,
                      cards=[full, _one_box_left()])
    flow.game.current = 1
    flow._announced_player = 1
    shown = None
    for frame in range(3_000):
        port.tick(DT)
        flow.update(DT)
        if shown is None and (flow.game.picked is not None or flow.game.finished):
            shown = frame  # its last box shows in its cell (picked or written)
        if flow.results_shown:
            break
    assert shown is not None and flow.results_shown
    waited = (frame - shown) * DT
    # a person's: the written beat, then the last card's TOTAL (round 76, S8), no more;
    # S43 (round 78): no win's stage after it, the results at once
    assert waited <= WRITTEN_BEAT + DURATIONS["card_total_row"] + 0.1, waited


def test_a_persons_win_is_staged_one_written_beat_after_the_box():
    flow, port = seat((6, 6, 6, 5, 5) * 6, names=("Ana",), computer=True,
                      cards=[_one_box_left(), Scorecard.from_points({b: 0 for b in Box})])
    throw(flow, port)
    flow.pick(0, 11, Box.CHANCE)
    flow.validate()
    run(flow, port, WRITTEN_BEAT + 0.05)
    assert flow.moment.playing("card_total_row")  # its TOTAL first (round 76, S8)
    run(flow, port, DURATIONS["card_total_row"])
    assert flow.results_shown  # S43 (round 78): the results at once, no win's stage
