"""Planted bugs of the Yams TOTAL stage in step (round 69, hY79):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_IN_STEP = "tests/test_yams_total_in_step.py::"

YAMS26_BREAKS: tuple[Break, ...] = (
    Break("yams26.glide_as_count_passes", "a TOTAL's standings glide to their new order as its "
          "count goes past the total ahead of it, not once the count has landed",
          "game/flow/stage.py",
          "    begin = overtakes_at(clock, start, end, passed)",
          "    begin = count_landed(clock)",
          _IN_STEP + "test_the_glide_starts_as_the_count_goes_past_the_total_ahead"),
)
