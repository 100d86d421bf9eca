"""A full card's TOTAL that changes the order says so (critic C61: the TOTAL under-staged):
the flow decides the line from the standings ("Ion trece pe primul loc", a catalog key in
both languages) as the TOTAL's moment starts, on its fake clock; a TOTAL that leaves the
order as it was says nothing of it; the stage draws the flow's line."""

from __future__ import annotations

import pytest

from game.rules.yams import Box, Scorecard
from tests.test_yams_flow import run, seat, throw
from tools.screens_stage import FULL_CARD

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # (suite time, r72)

ANA = {**FULL_CARD, Box.PENTA: 0, Box.CHANCE: 20}  # full: 262 (63 up, its bonus, 20)
ION = {**FULL_CARD, Box.PENTA: 0}  # his Chance left: 242 before it


def _ion_completes(ana: dict[Box, int], dice: list[int]):
    """Ion (first at the table, his card full but for his Chance) throws ``dice`` and writes
    his Chance while Eva still has a box left (the game goes on: his TOTAL is staged)."""
    eva = {**FULL_CARD, Box.ONES: 0}  # 199: last (no upper bonus), a box left
    flow, port = seat(dice, names=("Ion", "Ana", "Eva"),
                      cards=[Scorecard.from_points(ION), Scorecard.from_points(ana),
                             Scorecard.from_points(eva)])
    throw(flow, port)
    flow.pick(0, 1 + Box.CHANCE.value, Box.CHANCE)
    flow.validate()
    for _ in range(200):
        if flow.moment.kind == "card_total_rare":
            break
        run(flow, port, 1 / 30)
    assert flow.moment.kind == "card_total_rare", flow.moment.kind
    return flow, port


def test_a_total_that_takes_first_place_says_so_once_its_moment_starts():
    flow, port = _ion_completes(ANA, [6, 6, 6, 6, 5])  # 29: 271 against Ana's 262
    assert flow.total_line() == port.tr("stage.total.takes_lead", name="Ion")
    assert flow.total_line() == "Ion trece pe primul loc"


def test_a_total_that_keeps_the_order_says_nothing_of_it():
    flow, _ = _ion_completes(ANA, [1, 1, 2, 2, 3])  # 9: 251, Ana still first (262)
    assert flow.total_line() is None
    ahead = {**ANA, Box.CHANCE: 0, Box.FOUR_OF_A_KIND: 0}  # Ana 222: Ion (242) first already
    flow, _ = _ion_completes(ahead, [6, 6, 6, 6, 5])
    assert flow.total_line() is None


def test_the_stage_draws_the_flows_line(tmp_path):
    from tests.uihelpers import make_app
    from tools.screens_stage import until_staged
    from tools.screens_yams import pick, roll, table, validate

    app = make_app(tmp_path, size=(1366, 768))
    try:
        eva = dict(FULL_CARD)
        scene = table(app, ["Ion", "Ana", "Eva"], [6, 6, 6, 6, 5], computer=False,
                      cards=[Scorecard.from_points(ION), Scorecard.from_points(ANA),
                             Scorecard.from_points(eva)])
        roll(app, scene)
        pick(app, scene, Box.CHANCE)
        validate(app, scene)
        picture = until_staged(app, "card_total_rare").picture
        assert picture.caption == "Ion trece pe primul loc", picture.caption
    finally:
        app.close()
