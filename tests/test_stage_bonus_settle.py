"""When the upper bonus's words come down into the room its flown "+35" left is the flow's
(:func:`game.flow.stage.bonus_settled`, a review of round 69: it was decided in a view), tested
here with a fake clock."""

from __future__ import annotations

from game import theme_stage
from game.flow.stage import StageClock, bonus_settled


def _at(kind: str, progress: float) -> float:
    clock = StageClock(kind)
    clock.age = clock.duration * progress
    return bonus_settled(clock)


def test_the_bonus_words_wait_for_the_figure_then_come_down_once():
    start, end = theme_stage.YAMS_BONUS_SETTLE
    assert theme_stage.YAMS_BONUS_FLY[1] <= start  # (its figure flown before they move)
    assert _at("upper_bonus", 0.0) == 0.0
    assert _at("upper_bonus", start - 0.01) == 0.0  # the figure's room not yet empty
    steps = [_at("upper_bonus", start + (end - start) * k / 10) for k in range(11)]
    assert steps == sorted(steps) and 0 < steps[5] < 1, steps  # down once, never back up
    assert steps[-1] == 1.0 and _at("upper_bonus", 0.97) == 1.0  # whole, and stays


def test_the_bonus_words_are_down_once_skipped_and_no_other_stage_settles():
    clock = StageClock("upper_bonus")
    clock.age = clock.duration * 0.1
    clock.skip()
    assert bonus_settled(clock) == 1.0
    for kind in ("penta", "joker_penta", "bank_big", "goal"):
        assert all(_at(kind, p) == 0.0 for p in (0.3, 0.62, 0.8, 1.0)), kind
