"""Planted bugs of round 72's New Game and Menu (hN73):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND72_HN73: tuple[Break, ...] = (
    Break("newgame72.swap_across_wrap", "a swap chip between the last card of a row and the "
          "first of the next (critic F71)",
          "game/scenes/new_game_cards.py",
          "                rect.center = self.wrap_swap_centre(left, right, side)\n",
          "                continue\n",
          "tests/test_new_game_swap_wrap.py::test_a_chip_swaps_the_people_across_the_wrap"),
    Break("newgame72.level_line_air", "air under the computer's \"Expert · Setări\" (critic "
          "F71: squeezed against the card's bottom edge)",
          "game/scenes/new_game_cards.py",
          "        block = name_h - tuck + level_h  # the two lines centred",
          "        block = name_h - tuck  # the two lines centred",
          "tests/test_new_game_level_air.py::test_the_level_line_has_air_under_it"),
    Break("menu72.f1_rules", "F1 on the menu opens the Rules (critic F71: it did nothing)",
          "game/scenes/menu.py",
          "        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:\n",
          "        if event.type == pygame.KEYDOWN and event.key == pygame.K_F2:\n",
          "tests/test_menu_f1_rules.py::test_f1_on_the_menu_opens_the_rules"),
    Break("menu72.chips_not_links", "the menu's chips say their values in cream, not in the "
          "gold of what can be clicked (critic F71)",
          "game/widgets/menu_chips.py",
          "    draw_text(surface, chip.value, big, theme.CREAM,",
          "    draw_text(surface, chip.value, big, theme.GOLD,",
          "tests/test_menu_chips_information.py::test_a_chips_words_are_not_in_the_gold_of_what_"
          "can_be_clicked"),
)
