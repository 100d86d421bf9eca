"""The computer's bank speaks with one voice, as a person's does (hF20): while its "+N"
flies (a small bank's figure, a big bank's stamp) the prompt names the banker only
("Calculatorul încasează"), the figure is the "+N"'s to say, and nothing else on the table
says the bank's points (fake clock)."""

from __future__ import annotations

import pytest

from game.views import farkle_views as views
from tests.test_farkle_flow import DT, LAND, Table


@pytest.mark.parametrize(("dice", "points"), [((1, 2, 3, 4, 6, 6, 5, 5, 5, 1, 2, 3), "600"),
                                              ((1, 2, 3, 4, 6, 6, 1, 1, 1, 5, 5, 2), "1 100")])
def test_the_computers_bank_names_the_banker_while_its_figure_flies(dice, points):
    table = Table(dice, totals=(3_350, 1_100), computer=True, names=("Ana",))
    flow = table.flow
    flow.press_roll()
    table.run(LAND + 0.1)
    flow.press_die(0)
    flow.press_bank()
    seen = 0
    for _ in range(round(25 / DT)):
        table.run(DT)
        flight = flow.flight
        if flight is None or flight.player != 1:
            if seen:
                break
            continue
        seen += 1
        assert views.prompt_line(flow)[0] == "Calculatorul încasează"
        line = flow.line_message()
        assert line is None or points not in line.text
        notes = views.turn_panel(flow, flow.tr, True)[1]
        assert not [text for text, _ in notes if points in text]
    assert seen > 5, "the computer did not bank"
