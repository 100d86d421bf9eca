"""Planted bugs of the Yams stages between beats (round 66):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

YAMS18_BREAKS: tuple[Break, ...] = (
    Break("yams18.joker_counts_on_stage", "a Joker Penta's Bonus Penta row counts 0→100 under "
          "its whole moment (title, player, confetti), not after they have gone",
          "game/flow/stage.py",
          'FLIGHTS: dict[str, tuple[float, float]] = {"joker_penta": theme_stage.YAMS_JOKER_FLY}',
          "FLIGHTS: dict[str, tuple[float, float]] = {}",
          "tests/test_yams_joker_counts_on_stage.py::test_the_jokers_bonus_penta_counts_to_100_"
          "under_its_whole_moment"),
)
