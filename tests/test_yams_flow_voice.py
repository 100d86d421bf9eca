"""The Yams flow's voice on the computer's turn and for a person's refusal: the computer's
first throw follows its banner with nothing red said on the way, and a person's refusal is
amber, never the red of the one next action."""

from __future__ import annotations

from game import theme
from game.flow.messages import Tone
from game.flow.turn_handoff import HANDOFF_SECONDS
from game.rules.yams import Box
from tests.test_yams_flow import DT, run, seat, throw


def test_the_computers_first_throw_follows_its_banner_and_a_click_never_turns_it_red():
    flow, port = seat((2, 2, 2, 5, 6) + (1, 2, 3, 4, 6) * 3, names=("Ana",), computer=True)
    throw(flow, port)
    flow.pick(0, 1, Box.TWOS)
    flow.validate()
    waited = 0.0
    while len(port.throws) == 1:
        run(flow, port, DT)
        waited += DT
        if flow.voice.banner is not None:
            flow.pick(0, 2, Box.THREES)  # a person's clicks while the banner greets it
            flow.validate()
        # the banner stays up through them, and nothing red (or any refusal) is said
        assert flow.voice.refusal is None
        # the throw comes as the banner ends (its clock stopped under the turn's passing)
        assert waited < theme.TURN_BANNER_TIME + HANDOFF_SECONDS
    assert flow.voice.banner is None  # its dice took the banner's place: no dead table
    seen = set()
    while flow.computer_turn:
        run(flow, port, DT)
        flow.roll()
        seen |= {m.tone for m in flow.voice.shown() if m.channel.value == "refusal"}
    assert seen == {Tone.INFO}  # only the neutral "wait" line, never the refusal's red


def test_a_persons_refusal_is_amber_never_the_red_of_the_next_action():
    from game.views import yams_views
    from game.widgets import pill

    flow, port = seat((1, 2, 3, 4, 6) * 3)
    flow.validate()  # refused: no roll yet
    refusal = flow.voice.refusal
    assert refusal is not None and refusal.tone is Tone.WARN
    assert yams_views.refusal_pill(refusal) == pill.WARN
    throw(flow, port)
    flow.pick(1, 1, Box.ONES)  # refused: not his column
    refusal = flow.voice.refusal
    assert refusal is not None and refusal.tone is Tone.WARN
    assert yams_views.refusal_pill(refusal) == pill.WARN
