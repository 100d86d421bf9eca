"""Planted bugs of round 72's 10 000 help story (hH73):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_FH = "game/scenes/farkle_help.py"
_STORY = "tests/test_farkle_help_story.py::"

ROUND72_HH73: tuple[Break, ...] = (
    Break("help72.bank_not_the_turn",
          "tile 4 banks the sum tile 3 adds up (one turn through tiles 1-4, critic I72)",
          _FH, "BANKED = sum(across_points())", "BANKED = 1_150",
          _STORY + "test_tiles_one_to_five_tell_one_turn"),
    Break("help72.throw_unlit",
          "tile 1 lights the scoring dice it names (critic I72)",
          _FH, "        lit = [Look.HELD if i in KEEP[1] else Look.NORMAL",  # (re-aimed hR74)
          "        lit = [Look.NORMAL if i in KEEP[1] else Look.NORMAL",
          _STORY + "test_tiles_one_to_five_tell_one_turn"),
    Break("help72.again_not_from_the_keep",
          "tile 3 throws again from the dice tile 2 set aside (critic I72)",
          _FH, "ACROSS = (tuple(THROW[i] for i in sorted(KEEP[1])), LATER[0])",
          "ACROSS = ((5, 5), LATER[0])",
          _STORY + "test_tiles_one_to_five_tell_one_turn"),
    Break("help72.scoring_names_undrawn",
          "the scoring tile draws every combination its words name (critic I72)",
          _FH, "SCORING = ((1, 1, 1), (4, 4, 4))",  # (re-aimed hR74)
          "SCORING = ((2, 2, 2), (4, 4, 4))",
          _STORY + "test_the_scoring_tile_draws_every_combination_its_words_name"),
    Break("help72.words_cramped_at_1024",
          "at 1024x600 the tiles' words take the room the pictures leave, a notch over the "
          "floor (critic I72: ~14 px read)",
          _FH, "WORDS_GAP = 40\n", "WORDS_GAP = 48\n",  # (round 79, fixB: the test had gone
          # blind, the shared size being the Yams page's; it now measures this page alone)
          _STORY + "test_at_1024_the_words_take_the_room_the_pictures_leave"),
)
