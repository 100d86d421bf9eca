"""Planted bugs of round 75's helper hY103:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND75_HY103: tuple[Break, ...] = (
    Break("hy103.total_plate_small",
          "a full card's TOTAL counts on its plate at least three times as tall as the sheet's "
          "figures at every size (critic cA75: 'TOTAL is nearly invisible')",
          "game/views/yams_total_plate.py",
          "    height = round(sheet_digits(sheet) * theme_stage.YAMS_TOTAL_PLATE_GROW)\n",
          "    height = round(sheet_digits(sheet) * 1.25)\n",
          "tests/test_yams_total_plate.py::"
          "test_the_total_counts_large_on_a_plate_over_its_own_column"),
    Break("hy103.total_plate_over_a_neighbour",
          "the TOTAL's plate stands inside its own column, never over another player's",
          "game/views/yams_total_plate.py",
          "    width = column.w - 2 * margin\n",
          "    width = column.w + 2 * margin\n",
          "tests/test_yams_total_plate.py::"
          "test_the_total_counts_large_on_a_plate_over_its_own_column"),
    Break("hy103.total_plate_never_settles",
          "as the TOTAL's moment ends its figure has settled into its TOTAL cell",
          "game/views/yams_total_plate.py",
          "    elif progress < settle:\n",
          "    elif progress <= 1:\n",
          "tests/test_yams_total_plate.py::test_the_total_settles_into_its_cell"),
    Break("hy103.total_before_the_boxs_beat",
          "a card's TOTAL comes after its last box's own beat, never on the click that writes it",
          "game/flow/yams_scoring.py",
          "        last = self.game.finished or self.moment.kind in TOTALS  # (a card's last box "
          "too:\n",
          "        last = self.game.finished  # (a card's last box too:\n",
          "tests/test_yams_total_plate.py::test_the_total_comes_after_the_last_boxs_own_beat"),
)
