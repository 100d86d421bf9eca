"""Planted bugs of round 74's helper hN76:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_STEADY = "tests/test_new_game_card_steady_editing.py::"
_ONE_WAY = "tests/test_new_game_one_way_to_add.py::"

ROUND74_HN76: tuple[Break, ...] = (
    Break("hn76.mark_shrinks_for_the_count",
          "a seat card's mark keeps its size in every beat of naming: the letters left's "
          "place is kept, not made when they show (critic #1, round 74: the card jumped)",
          "game/scenes/new_game_cards.py",
          "        del k  # (one place on every card)\n",
          "        if not self.count_lines(k, rect)[0]:  # (the place made while they show)\n"
          "            return 0\n",
          _STEADY + "test_the_card_and_its_mark_hold_still_while_a_name_is_typed"),
    Break("hn76.lock_tip_on_the_mark",
          "the tooltip explaining the computer's padlock stands beside its card, never on its "
          "mark or name (critic #2, round 74: inside the card it covered the mark)",
          "game/scenes/new_game_lock_tip.py",
          "            above.bottomright = (card.right, card.top - reach)\n",
          "            above.topright = (card.right, self.lock_tip_point(card)[1] + reach)\n",
          "tests/test_new_game_lock_tip_beside.py::test_the_lock_tip_stands_beside_the_"
          "computers_mark_and_name"),
    Break("hn76.quote_heads_the_seats",
          "the seeds' 'Jucători umani + 1 IA' heads the seat cards once the stepper that "
          "carried it is gone (critic #3, round 74)",
          "game/scenes/new_game_layout.py",
          "        return self.tr(\"new_game.humans\")\n",  # (round 78, S52: alone)
          "        return self.tr(\"new_game.order\")\n",
          _ONE_WAY + "test_one_control_adds_and_the_quote_heads_the_seats"),
    Break("hn76.empty_yams_panel",
          "Yams has no settings panel left once the stepper is gone: none drawn, no empty "
          "strip (critic #3, round 74)",
          "game/scenes/new_game_layout.py",
          "            self.panel.size = (0, 0)\n",
          "            pass\n",
          _ONE_WAY + "test_one_control_adds_and_the_quote_heads_the_seats"),
    Break("hn76.cross_keeps_the_names",
          "a person's '×' takes that person away, the names after theirs moving up a card "
          "(not the last person's card going, critic #3, round 74)",
          "game/scenes/new_game.py",
          "        for i in range(index, count - 1):\n",
          "        for i in range(count - 1, count - 1):\n",
          _ONE_WAY + "test_keys_and_clicks_add_and_take_away_a_person"),
    Break("hn76.cross_unreachable_by_keys",
          "each person's '×' is in New Game's focus order after their name (keyboard "
          "reachable, critic #3, round 74)",
          "game/scenes/new_game.py",
          "        seats = [w for pair in zip(self.fields, self.removers, strict=True) for w in "
          "pair]\n",
          "        seats = list(self.fields)\n",
          _ONE_WAY + "test_keys_and_clicks_add_and_take_away_a_person"),
    Break("hn76.full_said_twice",
          "a refused letter in a full name is said once: the letters left ('plin') yield "
          "while the refusal's bubble speaks of that field, wherever it stands (critic #4, "
          "round 74: nothing said twice at once)",
          "game/scenes/new_game_count.py",
          "        if (self.refusal is not None and self.refusal[0] is typed) or len(\n",
          "        if (self.refusal is not None and self.refusal[0] is not typed) or len(\n",
          _STEADY + "test_a_full_name_is_said_full_once"),
    Break("hn76.lock_tip_on_the_heading",
          "the padlock's tooltip never covers the heading over the cards nor the game's line "
          "(one person: over the computer's card it ran across 'Jucători umani + 1 IA')",
          "game/scenes/new_game_lock_tip.py",
          "        return [self.panel, self.summary_rect(), self.heading_rect(), "
          "self.start_button.rect,\n",
          "        return [self.panel, self.start_button.rect,\n",
          "tests/test_new_game_lock_tip_beside.py::test_the_lock_tip_stands_beside_the_"
          "computers_mark_and_name"),
)
