"""Planted bugs of the 10 000 big bank's story and the goal's chain (round 63):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_AGREE = "tests/test_farkle_big_bank_agrees.py::"
_CLEAR = "tests/test_farkle_big_bank_figure_clear.py::"

FARKLE14_BREAKS: tuple[Break, ...] = (
    Break("farkle14.big_bank_row_whole", "a big bank's row says the new total as its '+2 000' "
          "lands, the lead with it: no count-up under a lead naming it (critic B62)",
          "game/flow/farkle_reading.py",
          "                totals[player] -= self._bank_points(player)",
          "                totals[player] -= 0",
          _AGREE + "test_the_row_and_the_lead_say_the_same_total_at_every_frame"),
    Break("farkle14.no_line_after_plate", "no line repeats the big bank's plate ('Ana "
          "încasează' after 'Încasare mare!', critic B62)", "game/flow/farkle_reading.py",
          "        if self.frozen is not None and self.big_bank_shown():",
          "        if False:",
          _AGREE + "test_no_line_repeats_the_big_bank_plate"),
    Break("farkle14.quiet_under_banker", "the line says nothing of the next player's throw "
          "while a big bank's row glows under the banker's turn", "game/flow/farkle_reading.py",
          "        if self.frozen is not None and self.big_bank_shown():",
          "        if self.flight is not None and self.big_bank_shown():",
          _AGREE + "test_the_line_is_quiet_while_the_panels_show_the_banker"),
    Break("farkle14.name_waits_for_figure", "the banker's name glides to the plate's middle "
          "only once the flying '+2 000' is clear of it (critic B62)",
          "game/views/stage_big_bank.py", "NAME_FROM = 0.46", "NAME_FROM = FIGURE_FLIGHT[0]",
          _CLEAR + "test_the_flying_figure_never_crosses_the_plates_line"),
    Break("farkle14.figure_takes_off_small", "the '+2 000' takes off at its size in the line, "
          "growing as it drops clear (critic B62)", "game/views/stage_big_bank.py",
          # (round 74, hF85: re-aimed, it keeps its line's size under the plate)
          "    start = stage_banner.name_size(picture) / figure_size(picture)\n",
          "    start = 1.5\n",
          _CLEAR + "test_the_flying_figure_never_crosses_the_plates_line"),
    # (farkle14.goal_quiet_pass retired in round 77, hH81: the goal's passing has its card
    # as every passing, ruling S13 amended; its inverse is planted as hh81.goal_passing_no_card)
)
