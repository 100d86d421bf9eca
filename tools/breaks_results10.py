"""Planted bugs of the 16 px floor and results entrance (round 67):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_WHOLE = "tests/test_results_enter_whole.py::"

RESULTS10_BREAKS: tuple[Break, ...] = (
    Break("results10.figures_with_panel",
          "the figures under the podium fade in with the panel's rise, not after the blocks "
          "(C66: the panel's foot blank ~0.5 s)",
          "game/widgets/podium_motion.py",
          "FIGURES_AFTER = 0.0", "FIGURES_AFTER = RISE + 0.08",
          _WHOLE + "test_the_lower_part_comes_in_with_the_panel[podium]"),
    Break("results10.foot_never_blank",
          "the panel's first frame holds its figures and buttons already part faded in (C66)",
          "game/widgets/podium_motion.py",
          "FIGURES_FROM = 0.4", "FIGURES_FROM = 0.0",
          _WHOLE + "test_the_lower_part_comes_in_with_the_panel[podium]"),
    Break("results10.plate_buttons_with_panel",
          "a score plate's buttons fade in with the panel's rise (C66)",
          "game/scenes/results.py",
          "        return figures_light(self.time)  # (a plate's",
          "        return max(0.0, min(1.0, (self.time - ENTRANCE_TIME) / 0.25))  # (a plate's",
          _WHOLE + "test_the_lower_part_comes_in_with_the_panel[alone]"),
    Break("results10.list_drawn",
          "the list from the fourth place is drawn as the panel enters, faded with the figures",
          "game/scenes/results_picture.py",
          "            draw_fading(surface, band, self.figures_light(), lambda: self._draw_"
          "list(surface))",
          "            draw_fading(surface, band, 0.0, lambda: self._draw_list(surface))",
          _WHOLE + "test_the_lower_part_comes_in_with_the_panel[podium]"),
)
