"""More planted bugs of the side screens (New Game, Rules, Menu):
each a realistic one-line bug and the test that holds the promise it breaks."""

from __future__ import annotations

from tools.breaks import Break

_SAVED = "tests/test_menu_saved_card.py::test_the_saved_game_reads_as_a_card_at_1024x600"

SIDE3_BREAKS: tuple[Break, ...] = (
    Break("menu.saved_card_type", "the menu's saved-game card reads at 15 px of em or more at "
          "1024x600 (hS26: a pill of ~11 px)",
          "game/widgets/game_card.py",
          "        return max(theme.least_type(), round(self.font_size * BADGE_TYPE))",
          "        return max(theme.FONT_MIN, round(self.font_size * 0.5))",
          _SAVED),
    Break("menu.saved_card_names_game_once", "the saved-game card, under the game card's "
          "name, does not say the game's name again (hS26)",
          "game/scenes/saved_summary.py",
          '    who = tr("menu.saved.with", players=listed)',
          '    who = tr("menu.saved.who", game=tr("menu." + kind), players=listed)',
          _SAVED),
)
"""Each planted bug of this module, checked by :mod:`tools.break_promises`."""
