"""Ruling S106 4. (round 82, hY128; critic cA81 #13 and change 4): once a box is picked, or
lit as the one next action after a Penta, the prompt says what the red "Validează tura"
will do, the button's own words with the box and its points ("Validează tura: Penta 50",
"Validează tura: Șansă 20"), never "Alege căsuța Penta: 50 de puncte" beside a Penta box
already lit, nor a Joker's "Alege …" once its box is picked (the Joker's tag kept)."""

from __future__ import annotations

from game.flow.yams_reading import JOKER_TAG
from game.rules.yams import Box, Scorecard
from tests.test_yams_flow import held, run, seat, throw


def _said(flow) -> str:
    prompt = flow.prompt()
    assert prompt is not None
    return prompt.text


def test_a_picked_box_is_said_as_the_buttons_action():
    flow, port = seat((6, 6, 3, 4, 1))
    throw(flow, port)
    flow.pick(0, 1 + Box.CHANCE.value, Box.CHANCE)
    assert flow.game.picked is Box.CHANCE
    assert _said(flow) == "Validează tura: Șansă 20"
    flow.pick(0, 1 + Box.SIXES.value, Box.SIXES)  # another pick: its own box and points
    assert _said(flow) == "Validează tura: Șase 12"


def test_a_lit_penta_box_is_said_as_the_buttons_action():
    flow, port = seat((3,) * 5)
    throw(flow, port)
    held(flow, port)
    run(flow, port, 12.0)  # its stage played: the Penta box lit, the button red
    assert flow.penta_waits and flow.game.picked is None
    assert _said(flow) == "Validează tura: Penta 50"
    flow.confirm()  # Enter picks it: the same words, nothing else to say
    assert flow.game.picked is Box.PENTA
    assert _said(flow) == "Validează tura: Penta 50"


def test_a_jokers_picked_box_is_said_as_the_buttons_action_with_its_tag():
    card = Scorecard.from_points({Box.PENTA: 50, Box.TWOS: 6})
    flow, port = seat((2,) * 5, cards=[card])
    throw(flow, port)
    held(flow, port)
    run(flow, port, 12.0)
    assert flow.game.joker_active
    flow.pick(0, 1 + Box.FULL_HOUSE.value, Box.FULL_HOUSE)
    prompt = flow.prompt()
    assert prompt is not None and prompt.text == "Validează tura: Full 25"
    assert prompt.tag == JOKER_TAG  # still the Joker's turn


def test_english_says_the_same():
    from game.i18n import load_catalog
    en = load_catalog("en").messages
    assert str(en["yams.prompt_validate_box"]) == "End turn: {box} {points}"
