"""When the upper bonus's words come down into the room its flown "+35" leaves is the flow's
(:func:`game.flow.stage.words_settled`, a review of round 69: it was decided in a view), tested
here with a fake clock: as the figure flies (critic D69: waiting until it had landed, a gap
stood over its row), the Joker Penta's too (tests/test_yams_stage_no_gap.py)."""

from __future__ import annotations

from game.flow.stage import StageClock, words_settled


def _at(kind: str, progress: float) -> float:
    clock = StageClock(kind)
    clock.age = clock.duration * progress
    return words_settled(clock)


def test_the_bonus_words_come_down_once_as_the_figure_flies():
    start, end = StageClock("upper_bonus").fly
    assert _at("upper_bonus", 0.0) == 0.0
    assert _at("upper_bonus", start) == 0.0  # the figure still in its place
    steps = [_at("upper_bonus", start + (end - start) * k / 10) for k in range(11)]
    assert steps == sorted(steps) and 0 < steps[3] < 1, steps  # down once, never back up
    assert steps[-1] == 1.0 and _at("upper_bonus", 0.97) == 1.0  # whole as it lands, stays


def test_the_bonus_words_are_down_once_skipped_and_no_other_stage_settles():
    clock = StageClock("upper_bonus")
    clock.age = clock.duration * 0.1
    clock.skip()
    assert words_settled(clock) == 1.0
    for kind in ("penta", "bank_big", "goal", "card_total_rare"):
        assert all(_at(kind, p) == 0.0 for p in (0.3, 0.62, 0.8, 1.0)), kind
