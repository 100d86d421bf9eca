"""Every example of the Yams scorecard lights the dice that make its box (round 79, hR83,
ruling S66 4.; critic cC78 #15: "Suită mică" and the upper boxes lit their dice, "Trei de un
fel" and "Careu" did not): a three or four of a kind lights its three or four, the others
drawn plainly (they still add to the sum), never dimmed."""

from __future__ import annotations

import pytest

from game.i18n import Translator
from game.rules import yams as yams_rules
from game.rules.yams import Box
from game.scenes import rules_pages
from game.widgets import document as doc
from game.widgets.document import DieOp


@pytest.mark.parametrize(("box", "dice", "lit"), [
    (Box.THREE_OF_A_KIND, (3, 3, 3, 5, 6), {0, 1, 2}),
    (Box.THREE_OF_A_KIND, (5, 2, 5, 5, 5), {0, 2, 3}),  # four 5s: three lit
    (Box.FOUR_OF_A_KIND, (2, 2, 2, 2, 6), {0, 1, 2, 3}),
    (Box.FOUR_OF_A_KIND, (2, 2, 5, 3, 6), set()),
    (Box.FULL_HOUSE, (5, 5, 5, 2, 2), {0, 1, 2, 3, 4}),
    (Box.ONES, (1, 1, 3, 4, 1), {0, 1, 4}),
    (Box.SMALL_STRAIGHT, (1, 2, 3, 4, 6), {0, 1, 2, 3}),
])
def test_the_pattern_is_the_dice_that_make_the_box(box, dice, lit):
    assert yams_rules.pattern_dice(box, dice) == frozenset(lit)


def test_every_scorecard_example_draws_lit_dice_and_a_kinds_others_plain():
    blocks = rules_pages.yams_blocks(Translator.load("ro"))
    table = next(b for b in blocks if isinstance(b, doc.Table))
    laid = doc.lay_out([table], 900, doc.Style.for_scale(1.0))
    rows = [[op for op in laid.ops if isinstance(op, DieOp) and op.unit == unit]
            for unit in sorted({op.unit for op in laid.ops if isinstance(op, DieOp)})]
    assert len(rows) == len(rules_pages.YAMS_EXAMPLES)
    for box, dice in zip(rules_pages.YAMS_EXAMPLES, rows, strict=True):
        assert any(die.held for die in dice), box  # lit in every row
    kinds = dict(zip(rules_pages.YAMS_EXAMPLES, rows, strict=True))
    for box, count in ((Box.THREE_OF_A_KIND, 3), (Box.FOUR_OF_A_KIND, 4)):
        looks = [die.held for die in kinds[box]]
        assert looks.count(True) == count and looks.count(None) == 5 - count, (box, looks)
