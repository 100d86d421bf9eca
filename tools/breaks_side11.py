"""Planted bugs of New Game, Scores, Statistics, Rules and the help pages (round 50): each a
realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

SIDE11_BREAKS: tuple[Break, ...] = (
    Break("side11.rules_no_widow",
          "no paragraph of the rules ends on one word alone",
          "game/widgets/document.py",
          "        for line in wrap_lines(text, size, max(1, width), weight, least):",
          "        for line in wrap(text, size, max(1, width), weight):",
          "tests/test_rules_no_widows.py::test_no_paragraph_ends_on_a_lone_word"),
    Break("side11.add_card_seat_colour",
          "New Game's add card wears the next person's seat colour, a big '+' on its disc",
          "game/scenes/new_game_cards.py",
          "        pygame.draw.circle(surface, colour, mark.center, disc)\n",
          "",
          "tests/test_new_game_add_card_invites.py::"
          "test_the_add_card_wears_the_next_seats_colour_and_a_big_plus"),
    Break("side11.yams_strip_fits",
          "Yams' 'Jucători umani + 1 IA' strip as wide as its label and stepper",
          "game/scenes/new_game.py",
          '        if self.kind == "yams":  # hS50 (critic A41): as wide as its label and '
          'stepper,\n',
          "        if False:\n",
          "tests/test_new_game_form_fits.py::"
          "test_the_yams_strip_holds_its_label_and_stepper_with_no_empty_band"),
)
