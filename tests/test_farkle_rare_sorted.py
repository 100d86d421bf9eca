"""A rare throw's headline gathers its dice in the order they lie on the felt, left to
right, each from its own place: every die flies to the row and home again without crossing
another's way. (This reverses critic B28's "a Chintă lined up 1 to 6": sorted by face, the
dice crossed over each other on their way in and home, critic round 30 §2.)"""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from game.rules.farkle import rare_combination
from game.views.stage_pictures import rare_dice

PLACES = [(500, 300), (140, 300), (620, 300), (260, 300), (380, 300), (740, 300)]
"""Where six thrown dice lie on a fake felt (die 1 leftmost, then 3, 4, 0, 2, 5)."""


@pytest.mark.parametrize(("roll", "faces"), [((4, 2, 6, 1, 3, 5), [2, 1, 3, 4, 6, 5]),
                                             ((6, 2, 4, 2, 6, 4), [2, 2, 6, 6, 4, 4]),
                                             ((3, 5, 3, 3, 3, 3), [3, 3, 3, 3, 3])])
def test_the_rare_dice_stand_in_the_order_they_lie(roll, faces):
    table = SimpleNamespace(flow=SimpleNamespace(rare=rare_combination(roll)),
                            game=SimpleNamespace(roll_dice=roll),
                            tray=SimpleNamespace(rest_positions=PLACES))
    picked, shown = rare_dice(table)
    assert shown == faces
    assert [roll[i] for i in picked] == shown  # each die from its own place
    xs = [PLACES[i][0] for i in picked]
    assert xs == sorted(xs)  # left to right: no two ways cross
