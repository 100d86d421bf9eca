"""The Yams prompt line with the fake clock: it invites a click on the dice only from the
frame a click is taken, and says a roll that scores in no open box while rolls are left
(the sacrifice seen coming, not only at the last throw)."""

from __future__ import annotations

from game.flow.messages import Tone
from game.rules.yams import Box, Scorecard
from tests.test_yams_flow import DT, TUMBLE, run, seat, throw


def test_the_line_invites_a_click_from_the_very_frame_a_click_is_taken():
    # the line says the dice roll while they fly; the short rested beat says they stopped
    # (nothing of them yet; critic C61: it was blank), and the frame they are seen it
    # invites the click
    flow, port = seat((2, 3, 4, 5, 6) * 3)
    flow.roll()
    run(flow, port, TUMBLE / 2)
    assert flow.prompt().text == "Zarurile se rostogolesc…"
    while port.dice_in_air():
        port.tick(DT)
        flow.update(DT)
    frames = 0
    while not flow.settled:  # landed, not yet seen (about a quarter of a second)
        assert flow.prompt().key == "yams.prompt_rested", frames  # not said to roll
        flow.toggle_hold(0)  # a click now is not taken: nothing invited it
        assert flow.game.held == (False,) * 5
        port.tick(DT)
        flow.update(DT)
        frames += 1
    assert 2 <= frames <= round(0.2 / DT) + 1  # the unseen beat stays short
    assert flow.prompt().key == "yams.prompt_hold" and flow.show_options
    flow.toggle_hold(0)  # the same frame: the invited click is taken
    assert flow.game.held[0]


def test_a_throw_changes_the_line_once_from_rolling_to_the_invitation():
    # every frame from the click on "Aruncă" until the invitation: one line, the rest's
    # "stopped" (critic C61: a wordless rest read as a blank line), then the next
    flow, port = seat((2, 3, 4, 5, 6) * 3)
    throw(flow, port)
    flow.roll()
    said = [flow.prompt().key]
    while not flow.settled:
        port.tick(DT)
        flow.update(DT)
        key = None if flow.prompt() is None else flow.prompt().key
        if key != said[-1]:
            said.append(key)
    assert said == ["yams.prompt_rolling", "yams.prompt_rested", "yams.prompt_hold"]


def test_a_roll_that_scores_nowhere_is_said_before_the_last_throw():
    # every open box gives 0 for 1,1,3,4,6: with rolls left the line says so (throw again or
    # sacrifice one), not only once the last roll forces the sacrifice
    points = {Box.ONES: 2, Box.THREES: 3, Box.FOURS: 4, Box.SIXES: 6, Box.CHANCE: 15}
    flow, port = seat((1, 1, 3, 4, 6) * 3, names=("Ana",),
                      cards=[Scorecard.from_points(points)])
    throw(flow, port)
    assert flow.game.rolls_left == 2 and not flow.game.sacrifice_needed
    prompt = flow.prompt()
    assert prompt.key == "yams.zero_roll" and prompt.tone is Tone.WARN
    assert prompt.lines() == ("Nicio căsuță deschisă nu aduce puncte",  # (Y11's, L72 #7)
                              # what the ring on the sheet means, said here (hY51, critic
                              # C41: a legend under the sheet said it, far from the prompt;
                              # short enough to be read whole, critic C70)
                              "Aruncă iar sau sacrifică: cea conturată costă cel mai puțin")
    throw(flow, port)
    throw(flow, port)  # the last throw: Y11's own words
    assert flow.prompt().key == "yams.sacrifice"
