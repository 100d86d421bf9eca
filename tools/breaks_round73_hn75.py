"""Planted bugs of round 73's helper hN75:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND73_HN75: tuple[Break, ...] = (
    Break("newgame73.lock_unexplained",
          "the pointer on the computer's card raises the tooltip that explains its padlock "
          "('Calculatorul joacă ultimul: locul lui e fix'; critic L72 #12: the lock was not "
          "explained)",
          "game/scenes/new_game_lock_tip.py",
          "        self.lock_over = card is not None and card.collidepoint(pos)\n",
          "        self.lock_over = False\n",
          "tests/test_new_game_lock_tip.py::test_the_pointer_on_the_computers_card_explains_"
          "its_lock"),
    Break("newgame73.selection_hides_caret",
          "a suggested name, selected, keeps its caret lit at the selection's end between "
          "blinks (critic L72 #13: the edited name must read as a text field with a caret)",
          "game/widgets/forms.py",
          "        if self.blink < theme.CARET_BLINK_TIME or (self.selected and self.text):\n",
          "        if self.blink < theme.CARET_BLINK_TIME:\n",
          "tests/test_new_game_selection_reads.py::test_a_suggested_name_reads_as_selected_"
          "text_with_its_caret"),
    Break("newgame73.letters_left_small",
          "the letters left to a name are drawn at least 22 px of em, capitals about 16 px at "
          "1024x600 (critic L72: ~12 px in the head's corner)",
          "game/scenes/new_game_cards.py",
          "        size = max(self.font_px(theme.FONT_SMALL), math.ceil(COUNT_EM_LEAST / "
          "theme.FONT_EM))\n",
          "        size = self.font_px(theme.FONT_SMALL)\n",
          "tests/test_new_game_letters_left.py::test_the_words_stand_beside_the_name_on_its_"
          "card"),
)
