"""Planted bugs of round 78's helper hF95:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_T = "tests/test_farkle_total_when_landed_hf95.py::"
_C = "tests/test_farkle_hot_cup_seen_hf95.py::"

ROUND78_HF95: tuple[Break, ...] = (
    Break("hf95.total_ahead_of_the_die",
          "the Tura panel's 'Total tură' changes as a chosen die lands, never while it flies "
          "to the mat (ruling S53 1.)",
          "game/views/farkle_story.py",
          "    return tuple(game.set_aside), flow.turn_figure_seen()  # (as its dice land: S53)\n",
          "    return tuple(game.set_aside), flow.turn_figure()\n",
          _T + "test_the_computers_total_changes_as_its_last_die_lands"),
    Break("hf95.seen_total_kept_while_gliding",
          "the figure before a die flew is the one kept while it glides (ruling S53 1.)",
          "game/flow/farkle_beats.py",
          "        if seen or not self.dice.gliding:\n",
          "        if True:\n",
          _T + "test_a_persons_click_counts_when_the_die_arrives"),
    Break("hf95.neighbour_ghosts_into_the_cup",
          "each hot die going into the cup is drawn alone, no neighbour's edge in its square "
          "(ruling S53 2.)",
          "game/views/farkle_hot_cup.py",
          "        tray.draw(layer, only=i)\n",
          "        tray.draw(layer)\n",
          _C + "test_each_die_going_into_the_cup_is_drawn_alone"),
    Break("hf95.mouth_empty_before_the_heap",
          "the cup's heap comes in as the six fade at its mouth, never an empty dark mouth "
          "(ruling S53 2.)",
          "game/views/farkle_hot_cup.py",
          "    return 255 - die_alpha(progress)\n",
          "    return 0\n",
          _C + "test_the_mouth_never_stands_empty_as_the_six_fade_into_it"),
    Break("hf95.undrawn_die_shaken",
          "a click on the six lying unseen in the cup wobbles the cup, with the refused sound "
          "(ruling S53 3.)",
          "game/flow/farkle_hot_back.py",
          "        if into_cup(flow) >= 0.5:  # (their faces fading from half way: the cup says "
          "it)\n",
          "        if into_cup(flow) >= 2.0:  # (their faces fading from half way: the cup says "
          "it)\n",
          _C + "test_a_click_on_the_six_in_the_cup_shakes_the_cup"),
    Break("hf95.cup_drawn_still",
          "the refused cup is drawn where it swings (ruling S53 3.)",
          "game/views/farkle_cup.py",
          "    place = cup_place(scene).move(round(cup_wobble(scene)), 0)\n",
          "    place = cup_place(scene)\n",
          _C + "test_a_click_on_the_six_in_the_cup_shakes_the_cup"),
)
