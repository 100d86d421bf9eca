"""Planted bugs of round 75's helper hY103:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND75_HY103: tuple[Break, ...] = (
    # round 76 (hY105, S8 amended): the plate is retired for the TOTAL's takeover; its three
    # breaks keep their meaning there (big, where it belongs, its figure left in its cell)
    Break("hy103.total_plate_small",
          "a full card's TOTAL counts at least three times as tall as the sheet's figures at "
          "every size (critic cA75: 'TOTAL is nearly invisible'; twice since S94 3.)",
          "game/views/yams_total_plaque.py",  # (re-pointed round 81, hY123: the plaque)
          "    height = max(8, round(felt.h * FIGURE))\n",
          "    height = max(8, round(felt.h * FIGURE * 0.3))\n",
          "tests/test_yams_total_plate.py::"
          "test_the_total_counts_large_on_a_plate_over_its_own_column"),
    Break("hy103.total_plate_over_a_neighbour",
          "the TOTAL's figure stands over its own column (S94 3., round 81; round 76 had it "
          "centred on the felt)",
          "game/views/yams_total_plaque.py",  # (re-pointed round 81, hY123)
          "    where = figure.get_rect(midtop=(plaque.centerx, y))\n",
          "    where = figure.get_rect(midtop=(plaque.right + plaque.w, y))\n",
          "tests/test_yams_total_plate.py::"
          "test_the_total_counts_large_on_a_plate_over_its_own_column"),
    Break("hy103.total_plate_never_settles",
          "as the TOTAL's moment ends its figure is in its TOTAL cell",
          "game/views/yams_moments.py",
          "            if progress >= theme_stage.YAMS_TOTAL_TAKEOVER_EXIT:\n",
          "            if progress > 1:\n",
          "tests/test_yams_total_plate.py::test_the_total_settles_into_its_cell"),
    Break("hy103.total_before_the_boxs_beat",
          "a card's TOTAL comes after its last box's own beat, never on the click that writes it",
          "game/flow/yams_scoring.py",
          "        last = self.game.finished or self.moment.kind in TOTALS  # (a card's last box "
          "too:\n",
          "        last = self.game.finished  # (a card's last box too:\n",
          "tests/test_yams_total_plate.py::test_the_total_comes_after_the_last_boxs_own_beat"),
)
