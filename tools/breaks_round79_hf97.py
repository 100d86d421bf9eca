"""Planted bugs of round 79's helper hF97:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_LIVE = "tests/test_farkle_every_region_live_s64.py::"

ROUND79_HF97: tuple[Break, ...] = (
    Break("hf97.cup_whole_after_the_bank", "once a bank has left the 10 000 table the cup "
          "stands whole in the row at once, under the passing card too (ruling S64 3.)",
          "game/views/farkle_cup.py",
          "        return 255  # round 79, hF97, critic cB78 #2: bare felt under the card; S1 "
          "amended)\n",
          "        return round(255 * flow.handoff.sweep) if flow.handoff.active else 255\n",
          _LIVE + "test_the_cup_stands_whole_from_the_bank_leaving_to_the_next_throw"),
)
