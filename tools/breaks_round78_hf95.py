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
    Break("hf95.line_names_a_flying_die",
          "the line over the mat names a chosen die once it lies there (ruling S53 1.)",
          "game/views/farkle_views.py",
          "    dice = [roll[i] for i in sorted(flow.selected_seen()) if i < len(roll)]  "
          "# (landed: S53)\n",
          "    dice = [roll[i] for i in sorted(game.selected) if i < len(roll)]\n",
          _T + "test_the_computers_total_changes_as_its_last_die_lands"),
    Break("hf95.guide_lights_a_flying_die",
          "the 'Punctaj' guide lights a chosen die's rows once it lies on the mat (S53 1.)",
          "game/views/farkle_guide.py",
          "    seen = sorted(i for i in flow.selected_seen() if i < len(roll))  # (landed: S53)\n",
          "    seen = sorted(i for i in game.selected if i < len(roll))\n",
          _T + "test_a_persons_click_counts_when_the_die_arrives"),
    Break("hf95.press_lands_unnoted",
          "a press that lands a gliding die at once counts and names it then (ruling S53 1.)",
          "game/flow/farkle_flow.py",
          "            self.keep_seen_total()  # (landed: counted and named now, ruling S53)\n",
          "",
          _T + "test_a_quick_second_click_lands_the_first_die_and_counts_it"),
    Break("hf95.figure_dice_wait",
          "a staged figure's dice, chosen as its stage hands back, are named at once (S53 1.)",
          "game/flow/farkle_flow.py",
          "        self.keep_seen_total(seen=True)  # (its dice were seen under its stage: S53)\n",
          "",
          "tests/test_farkle_bank_dice_read_hf89.py::"
          "test_a_big_banks_dice_read_right_through_its_plate"),
)
