""""Apasă „Aruncă”" is said only when the person on turn can act (critic C32: it stood under
"La rând: Ion" while Ion's full card's TOTAL still counted up, the throw button greyed):
while a scored card's TOTAL counts, a bonus counts or any staged moment plays, the prompt
line says only what was written (critic C61: silent, it read as blank); the instruction
returns once the turn has visibly passed. Driven with the fake port and
clock of tests/test_yams_flow.py."""

from __future__ import annotations

from game.flow.moments import TOTALS
from game.rules.yams import Box, Scorecard
from tests.test_yams_flow import DT, seat, throw


def test_no_throw_prompt_while_a_cards_total_counts_then_it_returns():
    full = {box: 0 for box in Box if box is not Box.CHANCE}
    flow, port = seat((1, 1, 2, 2, 3) * 4, names=("Ana", "Ion"),
                      cards=[Scorecard.from_points({**full, Box.SIXES: 18}), Scorecard()])
    throw(flow, port)
    flow.pick(0, 11, Box.CHANCE)
    flow.validate()  # Ana's card is full: its TOTAL counts; Ion is next
    assert not flow.game.finished and flow.game.current == 1
    assert flow.moment.kind in TOTALS
    said = []
    for _ in range(2_000):
        port.tick(DT)
        flow.update(DT)
        prompt = flow.prompt()
        said.append((flow.moment.busy or flow.held_turn() is not None,
                     None if prompt is None else prompt.key))
        if not flow.moment.busy and not flow.handoff.active and flow.held_turn() is None:
            break
    while_counting = [key for counting, key in said if counting]
    # never an instruction while it counts; since critic C61 (the line was blank) it says
    # what was written, the turn that ended ("Ana a ales Șansă: 9")
    assert while_counting and set(while_counting) == {"yams.turn_scored"}, set(while_counting)
    prompt = flow.prompt()
    assert prompt is not None and prompt.key == "yams.prompt_roll"  # Ion can act: said
