"""Planted bugs of the 10 000 table saying each thing once (round 69, hF70):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_CUE = "tests/test_farkle_throw_cue.py::"

FARKLE20_BREAKS: tuple[Break, ...] = (
    Break("farkle20.cup_says_no_word", "the throw cue is the cup alone: no word under it "
          "says 'Aruncă' a third time beside the prompt and the button (critic B69)",
          "game/views/farkle_cup.py",
          "    dice_cup.draw_cup(surface, cup_place(scene), scene.die_side, cue_alpha(scene))\n",
          "    dice_cup.draw_cup(surface, cup_place(scene), scene.die_side, cue_alpha(scene))\n"
          "    __import__('game.widgets.text').widgets.text.draw_text(surface, "
          "scene.tr('farkle.roll'), 20, theme.GOLD, cup_place(scene).midbottom)\n",
          _CUE + "test_the_cup_stands_in_one_place_before_every_first_throw_of_both_turns"),
)
