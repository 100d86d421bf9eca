"""Planted bugs of round 81's helper hT5:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND81_HT5: tuple[Break, ...] = (
    Break("ht5.results_open_without_the_count",
          "a crowned Yams end's results open on the picture shown before them, the count's "
          "figure still there on their first frame (ruling S57; round 81, hT5: the test "
          "steps the frames before the results undrawn but the ones those pictures keep)",
          "game/scenes/results.py",
          "            screen.copy() if isinstance(screen, pygame.Surface) and handed else None)",
          "            None)",
          "tests/test_yams_end_clean_handover_hy111.py::"
          "test_the_counts_figure_leaves_before_the_results_card_comes"),
)
