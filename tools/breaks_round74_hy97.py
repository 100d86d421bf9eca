"""Planted bugs of round 74's helper hY97:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_SHEET = "tests/test_yams_sheet_printed_card.py::"

ROUND74_HY97: tuple[Break, ...] = (
    Break("hy97.rolling_keys_offer_throw",
          "while a person's dice tumble the Yams key line never offers 'Spațiu: Aruncă' "
          "(Space only lands the dice then; critic round 74, 'Yams table' 7)",
          "game/scenes/yams_layout.py",
          '            return "yams.keys_rolling" if self.tray.is_animating '
          'else "yams.keys_hint"\n',
          '            return "yams.keys_hint"\n',
          "tests/test_yams_keys_while_rolling.py::"
          "test_the_key_line_never_offers_a_throw_while_the_dice_tumble"),
    Break("hy97.others_boxes_white_inputs",
          "another player's open box on the Yams sheet is a quiet paper tint, no outline, "
          "never the white input box (critic round 74: 'the scoresheet reads as a form')",
          "game/widgets/scorecard.py",
          "                draw_quiet_box(surface, cell, self.scale)\n",
          "                draw_offer_chip(surface, cell, self.scale)\n",
          _SHEET + "test_the_other_players_open_boxes_are_quiet_paper_with_no_box_drawn"),
    Break("hy97.zero_offers_chipped",
          "only a box the seen roll scores in is a chip to click; a box it scores nothing in "
          "stays flat and quiet on the lit column (C68, L72)",
          "game/widgets/scorecard.py",
          "            elif points is None and view.options.get(box) and box is not view.unsaid:\n",
          "            elif points is None and box in view.options and box is not view.unsaid:\n",
          _SHEET + "test_the_column_on_turn_is_flat_and_its_offers_are_chips_to_click"),
    Break("hy97.refusal_replaces_prompt",
          "a refused click on the Yams table is said under the prompt's headline, never in its "
          "place (critic round 74: the amber pill hid the instruction the player needed)",
          "game/views/yams_prompt.py",
          # (re-aimed round 78, hY110: the countdown's ring's room kept after it, S45)
          "        say = refusal_say(say, refusal)\n",
          "        say = refusal_say(None, refusal)\n",
          "tests/test_yams_refusal_under_prompt.py::"
          "test_a_refusal_is_said_under_the_prompt_which_stays_whole_in_its_place"),
)
