"""Planted bugs of round 80's helper fixF:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND80_FIXF: tuple[Break, ...] = (
    Break("fixf.last_bonus_unstaged",
          "an upper bonus earned on the last turn takes its band before the count, at every "
          "seat count (ruling S78 2., amended round 80, cA80 #2)",
          "game/flow/yams_scoring.py",
          "        if event.upper_bonus_reached:  # its band, the game's last box's too, before the\n",
          "        if event.upper_bonus_reached and not event.game_over:  # its band, the game's "
          "last box's too, before the\n",
          "tests/test_yams_last_turn_bonus_staged_fixf.py::"
          "test_the_last_turns_bonus_takes_its_band_before_the_count"),
)
