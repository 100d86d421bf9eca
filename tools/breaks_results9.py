"""Planted bugs of the results screens (round 65):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

RESULTS9_BREAKS: tuple[Break, ...] = (
    Break("results9.third_badge_whole",
          "the third step's '3' on a whole disc filling its face (no blank face, C64)",
          "game/widgets/podium_layout.py",
          "    reach = min(((step.h - band_px(scale) - token_reach(scale)) // 2",
          "    reach = min(((step.h - band_px(scale) - token_side(scale) // 2) // 2",
          "tests/test_podium_third_badge.py::test_the_third_steps_medal_is_whole_and_fills_"
          "its_face[farkle7-1024x600]"),
)
RESULTS9_BREAKS += (
    Break("results9.tie_gap_dark",
          "two tied winners' steps keep the dark gap between them, unlit by their glows "
          "(C64: the tied steps touched)",
          "game/widgets/podium.py",
          "            beside.width = step.right - beside.x",
          "            pass",
          "tests/test_podium_tie_gap.py::test_the_gap_between_tied_steps_is_the_felts"
          "[1920x1080]"),
)
