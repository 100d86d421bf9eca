"""Planted bugs of the Yams strips' value cell (round 64):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_CELL = "tests/test_stage_strip_value_cell.py::"

YAMS15_BREAKS: tuple[Break, ...] = (
    Break("yams15.joker_box_holds_old_figure", "a Joker Penta's Bonus Penta box says no "
          "figure under its \"+100\" (round 74: bare, the figure said on it), then the new "
          "one (never a figure before it lands)",
          "game/views/stage_pictures.py",
          # (round 74, hY98: re-aimed, the box's old figure no longer said under "+100")
          "                                   figure=\"\" if kind in ON_BOX else "
          "format_int(was))",
          "                                   figure=\"\" if kind == \"upper_bonus\" else "
          "format_int(was))",
          _CELL + "test_the_strips_box_says_its_old_figure_then_its_new[joker_penta]"),
    # yams15.strip_box_not_blanked_in_flight retired (round 74): it named the TOTAL stage's
    # case, retired in round 73, and its promise is reversed by S12's round 74 amendment (hY98:
    # a bonus's box is bare under its figure, said on it, while the figure flies in).
)
