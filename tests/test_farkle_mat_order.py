"""The order the set-aside dice lie in on the mat (game.flow.farkle_mat.mat_order): only the
Chintă's stage re-sorts its dice (1-2-3-4-5-6), so only the Chintă lies by face; every other
roll, rare or not, lies as it lay in the row (review round 67: five alike plus a 1 set aside
later slid the five already on the mat over one slot; three pairs glided in face order)."""

from __future__ import annotations

from game.flow.farkle_mat import mat_order
from game.rules.farkle import rare_combination


def test_five_alike_and_a_later_one_keep_the_row_order():
    roll = (3, 3, 1, 3, 3, 3)
    rare = rare_combination(roll)
    assert rare is not None and rare.kind == "five"
    assert mat_order({0, 1, 3, 4, 5}, roll, rare) == [0, 1, 3, 4, 5]
    assert mat_order({0, 1, 2, 3, 4, 5}, roll, rare) == [0, 1, 2, 3, 4, 5]


def test_three_pairs_keep_the_row_order():
    roll = (5, 2, 2, 3, 5, 3)
    rare = rare_combination(roll)
    assert rare is not None and rare.kind == "three_pairs"
    assert mat_order(range(6), roll, rare) == [0, 1, 2, 3, 4, 5]


def test_the_chinta_lies_by_face_as_its_stage_sorted_it():
    roll = (4, 2, 6, 1, 3, 5)
    rare = rare_combination(roll)
    assert rare is not None and rare.kind == "straight"
    assert [roll[i] for i in mat_order(range(6), roll, rare)] == [1, 2, 3, 4, 5, 6]
    assert mat_order(range(6), roll, None) == [0, 1, 2, 3, 4, 5]
