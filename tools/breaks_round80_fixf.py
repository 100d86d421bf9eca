"""Planted bugs of round 80's helper fixF:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND80_FIXF: tuple[Break, ...] = (
    Break("fixf.last_bonus_unstaged",
          "an upper bonus earned on the last turn takes its band before the count, at every "
          "seat count (ruling S78 2., amended round 80, cA80 #2)",
          "game/flow/yams_scoring.py",
          "        if event.upper_bonus_reached:  # its band, the game's last box's too",
          "        if event.upper_bonus_reached and not event.game_over:  # its band, the "
          "game's last box's too",
          "tests/test_yams_last_turn_bonus_staged_fixf.py::"
          "test_the_last_turns_bonus_takes_its_band_before_the_count"),
    Break("fixf.stale_count_under_band",
          "under the passing's band the greyed throw button is quiet, 'Aruncă' with no count: "
          "never the ended turn's 'Aruncă (2)' (S13 amended round 80, cA80 #8)",
          "game/scenes/yams_table.py",
          "        if self._ended_turn_shown():  # the turn passing",
          "        if False:  # the turn passing",
          "tests/test_yams_roll_count_under_band_hy109.py::"
          "test_the_greyed_count_is_the_ended_turns_until_the_band_goes"),
)
