"""A Chintă's headline lines its dice up 1 to 6 (three pairs, pair by pair), whatever order
they landed in: the figure reads at a glance (critic B28); each die keeps its own place on
the felt to fly from and home to."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from game.rules.farkle import rare_combination
from game.views.stage_pictures import rare_dice


@pytest.mark.parametrize(("roll", "faces"), [((4, 2, 6, 1, 3, 5), [1, 2, 3, 4, 5, 6]),
                                             ((6, 2, 4, 2, 6, 4), [2, 2, 4, 4, 6, 6]),
                                             ((3, 5, 3, 3, 3, 3), [3, 3, 3, 3, 3])])
def test_the_rare_dice_stand_in_order(roll, faces):
    table = SimpleNamespace(flow=SimpleNamespace(rare=rare_combination(roll)),
                            game=SimpleNamespace(roll_dice=roll))
    picked, shown = rare_dice(table)
    assert shown == faces
    assert [roll[i] for i in picked] == shown  # each die from its own place
