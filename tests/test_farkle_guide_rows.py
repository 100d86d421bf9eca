"""The Punctaj guide's lit rows are read from the guide itself (review round 70: the rows were
positions in :data:`game.widgets.score_guide.GUIDE` written by hand): each example the guide
shows, chosen on the mat, lights its own row and no other; offered, its row is among those lit."""

from __future__ import annotations

from game.views.farkle_guide import offered_rows, scored_rows
from game.widgets.score_guide import GUIDE


def test_each_example_of_the_guide_lights_its_own_row():
    for row, (key, examples) in enumerate(GUIDE):
        for dice in examples:
            assert scored_rows(dice) == {row}, (key, dice)
            assert row in offered_rows(dice), (key, dice)


def test_a_reordered_guide_still_lights_each_examples_row(monkeypatch):
    import game.views.farkle_guide as farkle_guide

    shuffled = tuple(reversed(GUIDE))
    monkeypatch.setattr(farkle_guide, "GUIDE", shuffled)
    monkeypatch.setattr(farkle_guide, "ROWS_BY_KEY", farkle_guide.rows_by_key())
    for row, (key, examples) in enumerate(shuffled):
        for dice in examples:
            assert scored_rows(dice) == {row}, (key, dice)
