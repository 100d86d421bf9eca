"""Planted bugs of the 10 000 staged moments' input and honesty (round 50): each a realistic one-
line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

STAGE3_BREAKS: tuple[Break, ...] = (
    Break("stage3.skip_only_skips", "the click that ends a stage only ends it",
          "game/scenes/stage.py", "            self.clock.skip()\n            self.end()\n",
          "            self.clock.skip()\n            self.end()\n"
          "            self.table.handle_event(event)\n",
          "tests/test_stage.py::test_a_click_ends_the_stage_and_only_ends_it"),
    Break("stage3.key_only_skips", "the key that ends a stage only ends it",
          "game/scenes/stage.py", "            self.clock.skip()\n            self.end()\n",
          "            self.clock.skip()\n            self.end()\n"
          "            if event.type == pygame.KEYDOWN:\n"
          "                self.table.handle_event(event)\n",
          "tests/test_stage.py::test_a_key_ends_the_stage_and_only_ends_it"),
    Break("stage3.rare_dice_chosen", "a rare throw's stage hands the table back with its dice "
          "chosen", "game/views/stage_pictures.py", "            table.flow.choose_rare()\n",
          "            pass\n",
          "tests/test_farkle_stage_honest.py::test_a_rare_throw_hands_the_table_back_with_its_"
          "dice_chosen"),
    Break("stage3.rare_dice_by_rules", "the rules name the dice of a rare figure",
          "game/rules/farkle.py", "        if wanted[face] > 0:\n", "        if True:\n",
          "tests/test_farkle_stage_honest.py::test_the_rules_name_the_dice_of_a_rare_figure"),
    Break("stage3.landing_input_waits", "a press between the landing and the stage acts on "
          "nothing", "game/flow/farkle_reading.py",
          "return (self.dice.animating or self.awaiting is not None or self.hold > 0",
          "return (self.dice.animating or self.hold > 0",
          "tests/test_farkle_stage_honest.py::test_input_between_the_landing_and_the_stage_does_"
          "not_pre_empt_it"),
    Break("stage3.chinta_one_row", "the Chintă hands back with one row of dice at a time",
          "game/views/stage_gather.py", "\\\n                if home < HOME_SWAP else 0.0", "",
          # (hB60: re-pointed, the sorted row dims to a half, no longer out)
          "tests/test_farkle_chinta_hands_back.py::test_at_no_frame_the_sorted_row_and_the_dice_"
          "at_home_both_show"),
    Break("stage3.rare_dice_chosen_as_said", "a rare throw's dice are chosen as its amount "
          "lands (the table lifting under the stage says its points)",
          "game/views/stage_pictures.py",
          "        table.flow.choose_rare()  # its amount landed",
          "        pass  # its amount landed",
          "tests/test_farkle_stage_honest.py::test_a_rare_throw_hands_the_table_back_with_its_"
          "dice_chosen"),
    Break("stage3.rare_says_hot", "a rare figure of all six dice says the hot dice on its "
          "own stage (hB51: one roll, one climax)", "game/views/stage_pictures.py",
          "                    caption=hot,\n", "                    caption=\"\",\n",
          "tests/test_farkle_rare_one_climax.py::test_a_six_dice_figure_says_hot_dice_on_its_"
          "stage_and_no_ribbon_follows"),
    Break("stage3.rare_no_hot_ribbon", "no hot-dice ribbon after a six-dice figure's stage",
          "game/flow/farkle_flow.py", " and not was_hot and not self.rare_was_hot():",
          " and not was_hot:",
          "tests/test_farkle_rare_one_climax.py::test_a_six_dice_figure_says_hot_dice_on_its_"
          "stage_and_no_ribbon_follows"),
    Break("stage3.computer_chooses_own", "the stage chooses no dice for the computer",
          "game/flow/farkle_flow.py", " or self.game.selected or self.computer_turn:",
          " or self.game.selected:",
          "tests/test_farkle_rare_one_climax.py::test_the_computers_rare_throw_is_not_chosen_"
          "for_it"),
    Break("stage3.rare_chosen_quietly", "a six-dice figure chosen mid-stage asks for no "
          "hot-dice moment under the stage", "game/flow/farkle_flow.py",
          "        self.save()\n\n    def _hot_news",
          "        self.save()\n        self.stage(\"hot_dice\")\n\n    def _hot_news",
          "tests/test_farkle_rare_one_climax.py::test_a_six_dice_figure_says_hot_dice_on_its_"
          "stage_and_no_ribbon_follows"),
    # (stage3.stamp_tight retired in round 79: the tilted rubber stamp it bent is gone:
    # undrawn since S47 made the bust one plate (round 78), its code removed; the plate's
    # room is S65's, held by hf98.* breaks)
    Break("stage3.turn_ribbon", "the 10 000's turn band is a rounded seat card in the "
          "player's colour (hB51, critic B50: a flat square box; round 75, hG79: a card, no "
          "longer a notched ribbon)", "game/views/farkle_seat_card.py",
          "    pygame.draw.rect(card, (*colour, 255), full, border_radius=radius)\n",
          "    pygame.draw.rect(card, (*colour, 255), full)\n",
          "tests/test_farkle_turn_ribbon.py::test_the_turn_band_is_a_rounded_seat_card_over_"
          "the_slot_row"),
)
