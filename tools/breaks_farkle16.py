"""Planted bugs of the 10 000 table (round 65):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_SIX = "tests/test_farkle_ledger_six_dice.py::test_six_dice_and_their_words_stay_in_their_row"

FARKLE16_BREAKS: tuple[Break, ...] = (
    Break("farkle16.long_row_two_places", "a ledger row whose dice would shrink beside its "
          "words (six dice, hot dice) takes two places of the grid, its dice at the rows' own "
          "size (critic B64: specks over a label on the rim)", "game/widgets/farkle_ledger.py",
          "    return fits < side * 4 // 5\n", "    return fits < side // 2\n", _SIX),
    Break("farkle16.long_row_name_whole", "a tall ledger row's name stands whole under its "
          "dice, clear of its points", "game/widgets/farkle_ledger.py",
          "(place.x + inner, dice_rect.bottom + air),",
          "(place.x + inner, dice_rect.bottom - air),",
          _SIX),
    Break("farkle16.hot_legend_least", "a hot re-roll's legend on its row's rim reads at the "
          "type's least (12 px at 1024x600 before)", "game/widgets/farkle_ledger.py",
          "small = max(theme.font_px(theme.FONT_SMALL, scale) * 4 // 5, theme.FONT_MIN)",
          "small = theme.font_px(theme.FONT_SMALL, scale) * 4 // 5",
          "tests/test_layout.py::test_widgets_inside_the_window_and_apart[farkle_hot_reroll]"),
)
