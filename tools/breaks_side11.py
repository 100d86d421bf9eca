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
    Break("side11.scores_medal_over_name",
          "every Scores podium card's medal over its name, a short card's rising over its edge",
          "game/scenes/scores_podium.py",
          "    rise = max(0, min(above, want // 2, want - medal))",
          "    rise = 0",
          "tests/test_scores_podium_medals_over.py::"
          "test_every_won_cards_medal_stands_centred_over_its_name"),
    Break("side11.scores_date_as_list",
          "a Scores podium card's date never smaller than the list's rows",
          "game/scenes/scores_podium.py",
          "    date_px = max(date_px, size)\n",
          "",
          "tests/test_scores_podium_medals_over.py::"
          "test_a_podium_cards_date_is_no_smaller_than_the_lists"),
    Break("side11.seat_swap_button",
          "a button between two people's cards swaps their places",
          "game/scenes/new_game.py",
          "                    self.swap_people(k)  # (hS50: the order set by a real button)\n",
          "                    pass\n",
          "tests/test_new_game_seat_swap.py::test_a_button_between_two_people_swaps_their_places"),
    Break("side11.seat_swap_big_enough",
          "the seat swap button is at least 32 px to hit at 1024x600",
          "game/scenes/new_game_cards.py",
          "        side = max(SWAP_LEAST, self.px(SWAP_DISC))\n",
          "        side = self.px(SWAP_DISC)\n",
          "tests/test_new_game_seat_swap.py::test_a_button_between_two_people_swaps_their_places"),
    Break("side11.seat_move_keys",
          "Alt+arrows in a name field move that person one place, the caret with them",
          "game/scenes/new_game.py",
          "                and event.mod & pygame.KMOD_ALT and self.move_focused_person(",
          "                and False and self.move_focused_person(",
          "tests/test_new_game_seat_swap.py::test_alt_arrows_move_the_person_being_named"),
    Break("side11.scores_plans_once",
          "Scores works its podium cards out once, not in every frame",
          "game/scenes/scores_podium.py",
          "    plan = _PLANS.get(key)\n",
          "    plan = None\n",
          "tests/test_scores_plans_once.py::test_a_second_frame_works_no_card_out_again"),
    Break("side11.seat_swap_lit",
          "a seat swap button lights under the pointer",
          "game/scenes/new_game_cards.py",
          "            self._draw_swap_button(surface, rect, k == self.swap_over)",
          "            self._draw_swap_button(surface, rect)",
          "tests/test_new_game_seat_swap.py::test_a_swap_button_lights_under_the_pointer"),
)
