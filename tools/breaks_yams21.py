"""Planted bugs of the Yams bonuses counting into their rows (round 67):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_COUNTS = "tests/test_yams_bonus_counts_staged.py::"
_RANKS = ("tests/test_yams_penta_outranks_bonus.py::"
          "test_the_penta_title_outranks_the_bonus_at_every_frame")

YAMS21_BREAKS: tuple[Break, ...] = (
    Break("yams21.bonus_flies_late", "the upper bonus's \"+35\" flies into its row soon and the "
          "row holds 35 while staged (critic C66: \"+35\" beside a row still 0)",
          "game/theme_stage.py", "YAMS_BONUS_FLY = (0.36, 0.54)", "YAMS_BONUS_FLY = (0.66, 0.76)",
          _COUNTS + "test_the_bonus_flies_soon_and_the_row_holds_it_while_staged"),
    Break("yams21.joker_flies_late", "a Joker Penta's \"+100\" flies within 0.8 s and its row "
          "holds 100 while staged (critic C66: the forced Joker's \"+100\" beside 0)",
          "game/theme_stage.py", "YAMS_JOKER_FLY = (0.2, 0.38)", "YAMS_JOKER_FLY = (0.32, 0.46)",
          _COUNTS + "test_the_bonus_flies_soon_and_the_row_holds_it_while_staged"),
    Break("yams21.cell_jumps", "the bonus's row counts 0 → N as the figure melts into it",
          "game/flow/stage.py",
          "    return min(end, was + int((end - was) * (1 - (1 - u) ** 2)))", "    return end",
          _COUNTS + "test_the_row_counts_up_as_the_figure_melts_in"),
    # (yams21.bonus_off_centre retired in round 75: its promise, the "+35" waiting beside its
    # row, was reversed in round 74 (hY98, S12: said on its Bonus box); the line it planted in
    # no longer decides where the figure stands, and its test passed with it broken: MISSED
    # since round 74; yams21.bonus_touches_row holds the figure on its box)
    Break("yams21.bonus_slams_big", "the bonus's title never as tall as a Penta's (critic C66: "
          "same scale)", "game/theme_stage.py", "YAMS_BONUS_SLAM_FROM = 1.3",
          "YAMS_BONUS_SLAM_FROM = 1.9", _RANKS),
    Break("yams21.bonus_figure_big", "the bonus's \"+35\" no larger than a Joker's \"+100\"",
          "game/theme_stage.py", "YAMS_BONUS_FIGURE = 0.8", "YAMS_BONUS_FIGURE = 1.1", _RANKS),
    Break("yams21.bonus_unmarked", "an earned bonus stays lit in its player's colour on the "
          "sheet (critic C66: only a grey caption after its stage)", "game/widgets/scorecard.py",
          "            elif SUM_ROWS[k] in earned_bonuses(card):",
          "            elif SUM_ROWS[k] in ():",
          "tests/test_yams_bonus_row_lit.py::"
          "test_an_earned_bonus_lights_its_cell_in_its_players_colour"),
)
