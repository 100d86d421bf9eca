"""The computer's choice is said as it is highlighted: the moment its box is picked on the
sheet, the prompt's line (its normal size, the table's one voice) says "Calculatorul alege
Doi: 6", not only later, after its turn is written."""

from __future__ import annotations

from game.rules.yams import Box
from tests.test_yams_flow import DT, seat, throw


def test_the_computers_choice_is_said_in_the_line_as_its_box_lights():
    flow, port = seat((2, 2, 2, 5, 6) + (1, 2, 3, 4, 6) * 3, names=("Ana",), computer=True)
    throw(flow, port)
    flow.pick(0, 1, Box.TWOS)
    flow.validate()
    frames = 0
    while flow.game.picked is None:  # the computer plays until its box lights
        port.tick(DT)
        flow.update(DT)
        frames += 1
        assert frames < 10_000
    assert flow.computer_turn
    box = flow.game.picked
    prompt = flow.prompt()
    points = flow.game.options()[box]
    assert prompt.key == "yams.computer_picks", prompt
    assert prompt.text == f"Calculatorul alege {flow.tr(box.key)}: {points}"
    assert flow.voice.banner is None  # the line is the one voice now (no banner hushes it)
