"""Planted bugs of round 76's helper hG80:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_ONE_VOICE = ("tests/test_farkle_handoff_one_voice.py::"
              "test_a_person_to_a_person_the_card_alone_then_one_change")
_CUP = ("tests/test_farkle_cup_holds_dice.py::"
        "test_before_the_first_throw_the_cup_shows_its_dice_and_one_red_action")

ROUND76_HG80: tuple[Break, ...] = (
    # (hg80.panels_pass_under_the_card retired round 80 by hF100:
    # its promise reversed by ruling S79 1.; inverse planted as hf100.*)
    # (hg80.tura_panel_live_under_the_card retired round 80 by hF100:
    # its promise reversed by ruling S79 1.; inverse planted as hf100.*)
    Break("hg80.red_under_the_card",
          "nothing is red while the seat card names the player: 'Aruncă' lights as it settles",
          "game/scenes/farkle_table.py",
          "            and not self.flow.handoff.holds  # dimmed under a stage, and under the "
          "seat card\n",
          "            and not self.flow.handoff.pending  # dimmed under a stage, and under the "
          "seat card\n",
          _ONE_VOICE + "[size0]"),
    Break("hg80.press_under_the_card_lost",
          "a click on the greyed 'Aruncă' under the seat card ends the card and throws",
          "game/scenes/farkle_table_input.py",
          "            self.refresh_buttons()  # (the seat card gone: \"Aruncă\" lit for this "
          "very press)\n",
          "            pass  # (the seat card gone: \"Aruncă\" lit for this very press)\n",
          "tests/test_farkle_handoff_one_voice.py::"
          "test_a_click_on_the_greyed_throw_under_the_card_ends_it_and_throws"),
    Break("hg80.cup_empty_while_waiting",
          "before a turn's first throw the 10 000 cup shows its six dice lying in its mouth",
          "game/views/farkle_cup.py",
          "                      filled=flow.awaits_first_throw or into_cup(flow) >= 1.0  "
          "# its dice\n",  # (hF97: a bank's cup filled too, on the next line, S64 3.)
          "                      filled=False  # its dice\n",
          _CUP + "[size2]"),
    Break("hg80.cup_full_as_dice_leave",
          "the cup fading under the first throw is empty: never its dice and the thrown ones",
          "game/views/farkle_cup.py",
          "                      filled=flow.awaits_first_throw or into_cup(flow) >= 1.0  "
          "# its dice\n",
          "                      filled=True  # its dice\n",
          "tests/test_farkle_cup_holds_dice.py::"
          "test_the_cup_fading_under_the_first_throw_is_empty"),
)
