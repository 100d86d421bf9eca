"""Planted bugs of the menu, the rules, the help pages, the statistics, the dialogs (round 30):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_MENU = "tests/test_menu_focus_apart.py::"
_FAMILY = "tests/test_help_one_family.py::"

SIDE7_BREAKS: tuple[Break, ...] = (
    Break("side7.menu_focus_ring_on_chosen",
          "the focused menu card wears the cream focus ring even while chosen",
          "game/widgets/game_card.py",
          "        if focused:  # its own cream ring",
          "        if focused and not self.tied:  # its own cream ring",
          _MENU + "test_the_focused_chosen_card_wears_the_focus_ring"),
    Break("side7.menu_arrows_no_wrap",
          "the menu's arrows never go round past either end",
          "game/scenes/menu.py",
          "        if 0 <= place < len(line):",
          "        if line:\n            place %= len(line)",
          _MENU + "test_the_arrows_never_wrap_and_sideways_stay_in_their_row"),
    Break("side7.menu_saved_card_resumes",
          "the saved game's card resumes it",
          "game/scenes/menu.py",
          "            if self.continue_button.visible and self.saved_kind == kind:",
          "            if self.continue_button.visible and self.saved_kind == 'none':",
          _MENU + "test_the_saved_games_card_resumes_it_and_the_other_opens_new_game"),
    Break("side7.help_validate_picture",
          "the Yams \"?\" pictures Validează by the Enter key and its row, never a red button",
          "game/scenes/yams_help.py",
          "            self._draw_validate(surface, art)\n",
          "            pygame.draw.rect(surface, theme.BUTTON, art)\n",
          _FAMILY + "test_validate_is_a_picture_not_a_red_button"),
    Break("side7.help_timer_glued",
          "the countdown's headline keeps its box with its seconds",
          "game/scenes/yams_help.py",
          "        lines = even_lines(glued, small, room, BOLD)\n        while",
          "        lines = wrap(headline, small, art.w, BOLD)\n        while",
          _FAMILY + "test_the_countdown_headline_keeps_its_box_with_its_seconds"),
    Break("side7.help_note_before_examples",
          "the 10 000 key stands before its examples",
          "game/scenes/farkle_help.py",
          "        y += self.px(NOTE_GAP) + pad  # the first card under the key",
          "        y = area.y + self.px(50) + pad",
          _FAMILY + "test_the_10000_key_stands_before_its_examples"),
)
