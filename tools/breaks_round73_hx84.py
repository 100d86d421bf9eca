"""Planted bugs of round 73's helper hX84:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND73_HX84: tuple[Break, ...] = (
    Break("hX84.slots_round_the_leaving_ribbon",
          "the throw row's empty slots drawn under hot dice' ribbon: as it shrinks away their "
          "dimmed outlines are uncovered round it, read as its frame left standing (critic N73)",
          "game/scenes/farkle_table.py",
          "            if empty and self.on_stage != \"hot_dice\":"
          "  # hot dice' ribbon rests over the\n",
          "            if empty:  # hot dice' ribbon rests over the\n",
          "tests/test_farkle_hot_dice_leaves_bare.py::"
          "test_no_outline_stands_where_hot_dice_ribbon_stood_as_it_leaves[size1]"),
    Break("hX84.pairs_says_the_turn",
          "three pairs' scroll says the turn's total (still 0, the pairs not set aside) for "
          "the throw's worth: \"+0\" where \"+1 500\" is said (S3, critic N73)",
          "game/views/stage_pictures.py",
          '    line = table.tr("stage.pairs.line", points=format_int(rare.points),',
          '    line = table.tr("stage.pairs.line", points=format_int(table.game.turn_total),',
          "tests/test_farkle_pairs_says_points.py::"
          "test_the_pairs_scroll_says_its_points_once_before_the_hot_dice[en]"),
)

ROUND73_HX84 += (
    Break("hX84.coins_over_the_dice",
          "the big bank's coins fall as low as their flight takes them, over the banked dice "
          "lit on the mat (critic N73)",
          "game/views/stage_big_bank.py",
          "        near = 1.0 if floor is None else span(floor - y - radius, 0, 2 * radius)\n",
          "        near = 1.0\n",
          "tests/test_farkle_big_bank_coins_clear_dice.py::"
          "test_no_coin_is_seen_over_the_banked_dice[size1]"),
)
