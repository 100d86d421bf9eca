"""Planted bugs of round 77's helper hW80:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_FIG = "tests/test_results_figures_entrance_hw80.py::"
_REC = "tests/test_results_record_title_clean_hw80.py::"
_NUM = "tests/test_podium_numbers_large_hw80.py::"

ROUND77_HW80: tuple[Break, ...] = (
    Break("hw80.figures_with_the_panel",
          "the results' figures come in after the podium's steps stand, not with the panel "
          "(round 77, hW80, ruling S29)",
          "game/widgets/podium_motion.py",
          "FIGURES_AFTER = 0.6 * RISE\n",
          "FIGURES_AFTER = 0.0\n",
          _FIG + "test_the_panels_figures_come_in_after_its_steps_in_full_colour"),
    Break("hw80.figures_faded_in",
          "the results' figures come in in full colour, never translucent (round 77, hW80, "
          "ruling S29)",
          "game/widgets/entering.py",
          "        shown_now[:, low:][source] = after[:, :high - low][source]\n",
          "        shown_now[:, low:][source] = (after[:, :high - low][source] >> 1 & 0x7F7F7F"
          ") + (before[:, low:][source] >> 1 & 0x7F7F7F)\n",
          _FIG + "test_the_panels_figures_come_in_after_its_steps_in_full_colour"),
    Break("hw80.stage_figures_with_the_rise",
          "on the win's stage the results' figures come in once its podium stands (round 77, "
          "hW80, ruling S29)",
          "game/views/stage_held.py",
          "    stand = low + (high - low) * FIGURES_AFTER / RISE\n",
          "    stand = low\n",
          _FIG + "test_the_win_stages_figures_come_in_after_its_podium_in_full_colour"),
    Break("hw80.record_title_over_the_card",
          "after a game alone's record stage nothing of the stage stands over the results' "
          "card's column, its title never sliced by the card's edge (round 77, hW80, S29)",
          "game/scenes/results_handed.py",
          "    alpha[...] = (ramp[:, None] * 255).astype(numpy.uint8)\n",
          "    alpha[...] = 255\n",
          _REC + "test_the_record_stages_title_never_stands_over_the_cards_edge"),
    Break("hw80.step_numbers_small",
          "the podium's step numbers are large on the steps' fronts (round 77, hW80, S29)",
          "game/widgets/podium.py",
          "    return max(size, round(size * NUMERAL_FILL * radius / high))\n",
          "    return size\n",
          _NUM + "test_the_step_numbers_are_large_on_the_fronts"),
)
