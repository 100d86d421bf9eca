"""Planted bugs of round 82's helper hY130:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_ONE = "tests/test_yams_end_one_truth_hy130.py::"

ROUND82_HY130: tuple[Break, ...] = (
    Break("hy130.total_cell_bare",
          "a full card's TOTAL cell says its figure from the click, with its sums and its "
          "Clasament row (ruling S117 1.; cA82 #1: TOTAL blank beside the sheet)",
          "game/views/yams_moments.py",
          '            or item[0].row == "upper_bonus"]',
          '            or item[0].row in ("total", "upper_bonus")]',
          _ONE + "test_the_sheet_the_total_cell_and_the_standings_agree_in_every_frame"),
    Break("hy130.count_from_before",
          "the crowned count counts the winner's TOTAL from 0, never from the figure before "
          "the last box that the table no longer shows (ruling S117 1.)",
          "game/flow/yams_scoring.py",
          'return Counter(event.player, "total", 0, card.total)',
          'return Counter(event.player, "total", max(0, card.total - self._earned(event)), '
          'card.total)',
          _ONE + "test_the_crowned_count_counts_from_zero"),
    Break("hy130.bonus_two_forms",
          "the win stage's sums say a bonus one way, \"Bonus +35\", lit or not (S117 3.)",
          "game/scenes/champion.py",
          '    if key in ("upper_bonus", "penta_bonus"):  # the catalog',
          '    if lit and key in ("upper_bonus", "penta_bonus"):  # the catalog',
          _ONE + "test_a_bonus_on_the_win_stage_has_one_form"),
)
