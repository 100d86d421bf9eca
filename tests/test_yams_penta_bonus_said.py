"""A Joker Penta's +100 is not lost back at the table (critic C64: unannounced once the
stage had handed back): when its box is written, the caption that says what was written
says the +100 with it, once ("Ana a ales Patru: 20 · Bonus Penta +100"), and the Bonus
Penta cell is lit once where it landed."""

from __future__ import annotations

from game.rules.yams import Box, Scorecard
from tests.test_yams_flow import DT, run, seat, throw


def _joker_written():
    flow, port = seat((4,) * 5 * 3, names=("Ana", "Ion"),
                      cards=[Scorecard.from_points({Box.PENTA: 50})])
    throw(flow, port)
    flow.update(DT)
    assert flow.game.joker_active
    flow.moment.skip()
    flow.update(DT)
    flow.pick(0, 3, Box.FOURS)
    flow.validate()
    return flow, port


def test_the_written_lines_says_the_penta_bonus_once():
    flow, port = _joker_written()
    said = []
    for _ in range(30):
        prompt = flow.prompt()
        if prompt is not None:
            said.append(prompt.text)
        run(flow, port, DT * 2)
    assert "Ana a ales Patru: 20 · Bonus Penta +100" in said
    shown = [line for m in flow.voice.shown() for line in m.lines()]
    assert not any("+100" in line for line in shown)  # never said twice at once


def test_an_ordinary_box_is_said_alone():
    flow, port = seat((1, 2, 3, 4, 6) * 3, names=("Ana", "Ion"))
    throw(flow, port)
    flow.pick(0, 11, Box.CHANCE)
    flow.validate()
    assert flow.prompt().text == "Ana a ales Șansă: 16"


def test_the_bonus_cell_is_lit_once_as_the_box_is_written():
    flow, port = _joker_written()
    lit = []
    for _ in range(120):
        if flow.moment.playing("penta_bonus"):
            lit.append(True)
        run(flow, port, DT)
    assert lit  # its cell glows, once, as the table takes the turn on
