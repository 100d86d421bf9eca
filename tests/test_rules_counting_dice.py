"""Round 74 (critic cQ74, Rules 7.5): the example dice of the Yams scorecard table mark the dice
that count (the others dimmed), so the reader no longer counts which 1s make "3". Which dice
count comes from the rules module (:func:`game.rules.yams.counting_dice`), never from a list
written in the page."""

from __future__ import annotations

import pytest

from game.i18n import Translator
from game.rules import yams as yams_rules
from game.rules.yams import Box
from game.scenes import rules_pages
from game.widgets import document as doc


@pytest.mark.parametrize(("box", "dice", "counting"), [
    (Box.ONES, (1, 1, 3, 4, 1), {0, 1, 4}),
    (Box.SIXES, (6, 6, 6, 2, 6), {0, 1, 2, 4}),
    (Box.THREES, (1, 2, 4, 5, 6), set()),  # no 3: nothing counts (0 points)
    (Box.THREE_OF_A_KIND, (3, 3, 3, 5, 6), {0, 1, 2, 3, 4}),  # the sum of all five
    (Box.FOUR_OF_A_KIND, (2, 2, 5, 3, 6), set()),
    (Box.FULL_HOUSE, (5, 5, 5, 2, 2), {0, 1, 2, 3, 4}),
    (Box.SMALL_STRAIGHT, (1, 2, 3, 4, 6), {0, 1, 2, 3}),  # the 6 is not in the run
    (Box.SMALL_STRAIGHT, (3, 4, 4, 5, 6), {0, 1, 3, 4}),  # one 4 of the two
    (Box.SMALL_STRAIGHT, (1, 1, 1, 2, 2), set()),
    (Box.LARGE_STRAIGHT, (2, 3, 4, 5, 6), {0, 1, 2, 3, 4}),
    (Box.CHANCE, (6, 5, 4, 4, 1), {0, 1, 2, 3, 4}),
    (Box.PENTA, (3, 3, 3, 3, 3), {0, 1, 2, 3, 4}),
])
def test_the_rules_say_which_dice_count(box, dice, counting):
    assert yams_rules.counting_dice(box, dice) == frozenset(counting)


def test_every_counted_die_adds_up_to_the_upper_boxes_points():
    for box in yams_rules.UPPER_BOXES:
        for dice in ((1, 2, 3, 4, 5), (box.face,) * 5, (box.face, 6, box.face, 1, 2)):
            dice = tuple(dice)
            assert sum(dice[i] for i in yams_rules.counting_dice(box, dice)) == \
                yams_rules.score(box, dice)


def test_the_scorecard_table_lights_the_dice_that_count_and_dims_the_others():
    blocks = rules_pages.yams_blocks(Translator.load("ro"))
    table = next(b for b in blocks if isinstance(b, doc.Table))
    rows = {box: row for box, row in zip(rules_pages.YAMS_EXAMPLES, table.rows, strict=True)}
    marked = 0
    for box, dice in rules_pages.YAMS_EXAMPLES.items():
        cell = next(c for c in rows[box] if isinstance(c, doc.Dice))
        counting = yams_rules.counting_dice(box, dice)
        assert cell.held == yams_rules.pattern_dice(box, dice), box  # (round 79, S66: lit
        # in every row, cC78; every die counting: all five lit, none dimmed)
        assert [cell.look(i) is False for i in range(len(dice))] == [
            i not in counting for i in range(len(dice))], box  # only what does not count dims
        marked += len(counting) < len(dice)
    assert marked >= 6  # the six upper boxes at least ("Unu": the three 1s lit)
