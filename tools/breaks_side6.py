"""Planted bugs of New Game, Scores, Settings (round 30):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_ONE = "tests/test_new_game_one_card_size.py::"

SIDE6_BREAKS: tuple[Break, ...] = (
    Break("new_game.one_card_size", "the seat cards keep one size at every count (critic "
          "S29: they halved between two and three people)", "game/scenes/new_game_places.py",
          "        return max(1, min(base[0], (wide - (most - 1) * gap) // most)), base[1]",
          "        return max(1, min(base[0], (wide - (most - 1) * gap) // most)), base[1] + (\n"
          "            base[1] // 2 if getattr(self, 'humans').value < 3 else 0)",
          _ONE + "test_one_card_size_at_every_count_in_both_games[size2]"),
    Break("new_game.five_on_a_row", "five seat cards stand on one row at 1920x1080 (critic "
          "S29: they wrapped 3 + 2)", "game/scenes/new_game_places.py",
          "ROW_MOST = 5\n", "ROW_MOST = 4\n",
          _ONE + "test_five_cards_stand_on_one_row[size1]"),
    Break("new_game.one_block", "the panel, the caption and the cards one block centred "
          "(critic S29: bands of felt between them with few players)",
          "game/scenes/new_game.py",
          "        above = max(least, min(felt // 2, felt - under))",
          "        above = least",
          _ONE + "test_few_players_make_one_block_centred_between_the_line_and_the_buttons"
          "[yams-size2]"),
    Break("new_game.caption_on_cards", "'Ordinea de joc' sits on its cards, not afloat",
          "game/scenes/new_game.py",
          "        return row_top - self.px(CAPTION_GAP)",
          "        return row_top - self.px(CAPTION_GAP) * 8",
          _ONE + "test_few_players_make_one_block_centred_between_the_line_and_the_buttons"
          "[farkle-size1]"),
)
