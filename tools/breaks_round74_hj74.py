"""Planted bugs of round 74's helper hJ74:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND74_HJ74: tuple[Break, ...] = (
    Break("hj74.box_counts_back_up",
          "a figure said on its box ('+100', '+35') lands in it whole, never counted up again "
          "from the old figure (critic cR74a #1: '+100', then '64', then '100')",
          "game/views/stage_landing.py",
          "    if figure_on_box(picture):  # its \"+N\" said on the box lands in it as \"N\" "
          "and stays:\n",
          "    if figure_on_box(picture) and False:  # its \"+N\" said on the box lands in it:\n",
          "tests/test_stage_box_counter_never_back.py::test_the_figures_in_the_box_never_go_down"),
)
