"""Planted bugs of round 81's fix helper fixN:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND81_FIXN: tuple[Break, ...] = (
    # (fixn.standings_total_ahead retired round 82, hY130: S117 1. reversed it: the Clasament
    # says a full card's TOTAL from the click, as its cell does, the count from 0 being
    # theatre)
    Break("fixn.results_count_again",
          "after the computer's win's TOTAL counted, the results card stands on the final "
          "total, never counting it again (S94 1. amended round 81, fixN)",
          "game/scenes/yams_table.py",
          "        counted = True\n",
          "        counted = False\n",
          "tests/test_yams_end_counted_once.py::"
          "test_the_computers_yams_win_opens_the_results_on_the_total_its_stage_counted"),
)
