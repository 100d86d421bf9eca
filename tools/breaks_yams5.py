"""Planted bugs of the Yams table and its moments (round 30):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_UNMARKED = "tests/test_yams_unmarked_waiting.py::test_"
_CHIP = ("tests/test_yams_stage_chip_counts.py::test_the_total_chip_counts_up_as_the_"
         "number_lands")
_RING = "tests/test_yams_countdown_ring_beside.py::test_"
_PENTA = "tests/test_yams_penta_waits.py::test_"

YAMS5_BREAKS: tuple[Break, ...] = (
    # (yams5.waiting_dice_unmarked retired by hY34: critics C30/C31 reversed the pipless
    # dice, they show 1 2 3 4 5 dimmed: yams5.waiting_dice_one_to_five)
    # (the next two re-pointed by hY40: the computer's dice wait in the cup, round 40)
    Break("yams5.waiting_on_the_computers_turn", "before the computer's first throw its dice "
          "wait in the cup in the roll row", "game/scenes/yams_layout.py",
          "        if ((self.game.dice is not None and not first_out) or self.flow.leaving"
          ".active\n",
          "        if ((self.game.dice is not None and not first_out) or self.flow.leaving"
          ".active or self.computer_turn\n",
          _UNMARKED + "before_the_computers_first_throw_the_cup_waits_no_dark_slots"),
    Break("yams5.no_dark_slots_before_the_throw", "no dark empty slot in the roll row before "
          "a throw", "game/scenes/yams_table_draw.py",
          "        cup = self.cup_rect()\n",
          "        cup = self.cup_rect()\n"
          "        views.draw_dice_slots(surface, self.dice_slots(), self.tray.die_size, 1.0)\n",
          _UNMARKED + "before_the_computers_first_throw_the_cup_waits_no_dark_slots"),
    Break("yams5.countdown_one_signal", "the countdown is counted by its line and the ring "
          "on its box only: Validează tura keeps its look", "game/scenes/yams_table.py",
          "        self._draw_celebrations(surface)\n        counting = total_flourish(",
          "        if self.flow.countdown:\n"
          "            pygame.draw.rect(surface, (255, 200, 80), self.validate_button.rect.inflate("
          "-round(self.flow.countdown * 20), -8))\n"
          "        self._draw_celebrations(surface)\n        counting = total_flourish(",
          "tests/test_yams_countdown_one_signal.py::test_the_line_and_the_ring_count_validate_"
          "keeps_its_look"),
    Break("yams5.standings_title_closes_up", "the standings keep their \"Clasament\" header "
          "with 2-6 players at every size: the rows close up before it goes",
          "game/views/yams_standings.py",
          "spacings = (False, True) if title else (False,)",
          "spacings = (False,)",
          "tests/test_yams_standings_large.py::test_the_standings_rows_are_large_and_take_"
          "the_felt_to_the_buttons"),  # (hY94: larger type kept by closing the rows up)
    Break("yams5.ordinary_end_no_total_headline", "an ordinary last card gets no \"TOTAL\" "
          "headline: counted in its row", "game/flow/moments.py",
          # (round 73, hX77: re-aimed, every full card's TOTAL one kind, S8)
          "    del card, ending  # every full card is said the same way, in the table\n",
          "    if ending:\n        return \"card_total\"\n",
          "tests/test_yams_total_words.py::test_an_ordinary_last_card_has_no_total_headline"),
    # yams5.rare_total_own_words retired in round 74 (hD74): the rare TOTAL's stage and its
    # words ("Foaie completă!") retired (no full card takes a stage since round 73, S8)
    # (yams5.end_total_from_before retired in round 82: S117 1. (round 82, hY130) counts
    # every TOTAL from 0, the promise this break guarded (a count from the TOTAL before the
    # box) reversed; found by the fresh-clone CI's two failures in
    # test_promises_yams_reveal)
    Break("yams5.total_chip_no_jump", "the landing chip counts, it does not jump to the new "
          "figure", "game/flow/stage.py",  # (re-pointed hK64, then hY74: the flow's count)
          "    return min(end, was + int((end - was) * (1 - (1 - u) ** 2)))\n",
          "    return end\n",  # (hY79: a TOTAL's box counts with its count now, C69: the
          # Joker's Bonus Penta row still counts as its "+100" lands)
          "tests/test_yams_stage_chip_counts.py::test_a_jokers_bonus_penta_counts_up_from_what_"
          "it_held"),
    # yams5.penta_figure_on_the_column retired by hY50: its promise (a Penta's "+50" rests on
    # the stage's column, then travels to its box) was reversed (critic C41: read as
    # scored-but-not; the box shows its possible 50, "posibil" beside it: yams8.penta_*)
    Break("yams5.penta_dice_land_straight", "a Penta's dice turned for the lineup turn back "
          "in their row and land straight (never askew on the table)",
          "game/views/stage_gather.py",
          # (hY65: exit_spans; re-aimed round 80, hY119: a Yams Penta's own line, its dice
          # flying home in their regroup, S77)
          "        return span(clock.progress, *regroup)  # frames have gone (S61), straight by "
          "the\n",
          "        return span(clock.progress, home[0], GONE)  # frames have gone (S61), "
          "straight by the\n",
          "tests/test_yams_penta_dice_land_straight.py::test_the_turned_dice_have_turned_back_"
          "before_they_reach_their_places"),
    Break("yams5.computer_caption_clear_of_dice", "the computer's caption (\"Calculatorul "
          "alege ...\") never lies over a die, at every size with 2-4 players",
          "game/scenes/yams_layout.py",
          "        return self.prompt_place()\n",
          "        return self.prompt_place().move(0, self.tray.die_size * 3)\n",
          "tests/test_yams_computer_caption_clear.py::test_the_computers_caption_never_lies_over_"
          "a_die"),
    Break("yams5.joker_chip_counts_from_held", "a Joker's Bonus Penta counts up from what it "
          "held as its \"+100\" lands (100 -> 200, never \"100\" as the new figure)",
          "game/views/stage_pictures.py",
          "        more.update(was=before, becomes=before + PENTA_BONUS)\n",
          "        more.update(was=None, becomes=None)\n",
          "tests/test_yams_stage_chip_counts.py::test_a_jokers_bonus_penta_counts_up_from_what_it_"
          "held"),
    Break("yams5.countdown_says_why", "the countdown says why it counts and the way out "
          "(\"Fără aruncări: alege altă căsuță\")", "game/flow/yams_reading.py",
          'return None if self.countdown_line() is None else self.tr("yams.countdown_why")',
          "return None", _RING + "the_countdown_says_why_and_the_way_out"),
    Break("yams5.countdown_no_edge_bar", "no bar drains along the countdown's box: one ring "
          "beside it", "game/scenes/yams_table_draw.py",
          "        ring = self.countdown_ring_rect()\n",
          "        ring = self.countdown_ring_rect()\n"
          "        if ring is not None:\n"
          "            top = self.sheet.cell_rect(game.current, flow.marked_box)\n"
          "            pygame.draw.line(surface, theme.COUNTDOWN_DRAIN, top.topleft, top.topright, "
          "4)\n",
          # (re-pointed by hY60: the test was rewritten as the ring moved onto the box; and by
          # hY64: rewritten again as the badge came inside its row, critic C60)
          _RING + "one_ring_on_the_box_its_rows_height_with_the_seconds_inside"),
    Break("yams5.penta_waits_glows", "a seen Penta's dice glow gold until its box is chosen",
          "game/views/yams_moments.py",
          "    if not staged and not (flow.penta_waits and scene.on_stage is None):\n",
          "    if not staged:\n", _PENTA + "a_penta_glows_pulses_and_says_so_in_gold_until_chosen"),
    Break('yams5.penta_waits_gold_line', "a seen Penta's line is large and gold until its box "
          "is chosen",
          # (re-aimed by hY82: said in the prompt's pill, gold (S10))
          'game/views/yams_prompt.py',
          '    if flow.penta_waits or (scene.stage_handing_back and flow.primary_box is Box.PE'
          'NTA):',
          '    if False or (scene.stage_handing_back and flow.primary_box is Box.PENTA):',
          _PENTA + "a_penta_glows_pulses_and_says_so_in_gold_until_chosen"),
    Break("yams5.penta_box_pulses", "a seen Penta's box pulses until it is chosen",
          "game/scenes/yams_table_draw.py",
          "        yams_moments.draw_penta_box_pulse(surface, self)  # a seen Penta waits for its "
          "box\n", "", _PENTA + "a_penta_glows_pulses_and_says_so_in_gold_until_chosen"),
    Break("yams5.penta_glow_goes_when_chosen", "the Penta's glow goes once its box is picked",
          "game/flow/yams_reading.py",
          "        return self.primary_box is Box.PENTA and not self.moment.active\n",
          "        return self.game.dice is not None and not self.moment.active\n",
          _PENTA + "the_glow_goes_once_the_penta_is_chosen"),
    Break("yams5.turn_header_tab", "the name on turn sits on a tab of its seat colour "
          "(never a tan on the dark header)", "game/widgets/scorecard.py",
          "            pygame.draw.rect(surface, seat_colour(style), name_rect.inflate(-inset, "
          "-inset),\n",
          "            pygame.draw.rect(surface, theme.SHEET_HEADER, name_rect.inflate(-inset, "
          "-inset),\n",
          "tests/test_yams_turn_header.py::test_the_name_on_turn_sits_on_a_tab_of_its_seat_"
          "colour"),
    # (yams5.waiting_dice_one_to_five, yams5.waiting_dice_in_their_slots and
    # yams5.waiting_dice_dimmed retired by hY40: round 40's ruling reversed their promise,
    # critic C32 read the dimmed 1 2 3 4 5 as a thrown straight; the dice now wait in the
    # cup, out of sight: yams6.cup_*, yams2.waiting_dice)
    Break("yams5.computer_turn_keys", "on the computer's turn the keys line never offers "
          "\"Spațiu: Aruncă\"", "game/scenes/yams_layout.py",
          # (re-pointed round 65: a person's strip also follows the throws left; hK63:
          # again, the flow's throws_spent)
          "        if not self.computer_turn and not self.game.finished:  # no throw left",
          "        if True:  # no throw left",
          "tests/test_yams_computer_keys.py::test_the_computers_turn_offers_no_throw_key_and_no_"
          "undo_it_cannot_take"),
    Break("yams5.computer_pause_undo_key", "in the computer's pause the keys line stays one "
          "line (Ctrl+Z said on \"Anulează (Ctrl+Z)\" alone; re-aimed round 75 by hY101: it "
          "said Ctrl+Z exactly while the button was lit)", "game/scenes/yams_layout.py",
          # (re-aimed round 80, hY118, S76: the undo is lit only through the ended turn and
          # the passing's card, where the keys line is already the computer's one line)
          "            return \"yams.keys_computer\"  # (Esc and F1 alone)\n",
          "            return \"yams.keys_computer_undo\" if self.undo_button.enabled else "
          "\"yams.keys_computer\"\n",
          "tests/test_yams_computer_keys.py::test_in_the_computers_pause_the_undo_is_lit_and_its_"
          "key_on_it"),
    Break("yams5.penta_box_figure_full_strength", "a seen Penta's box keeps its \"50\" at "
          "full strength through its gold breath (no wash over it)", "game/views/yams_moments.py",
          "    ring = pygame.Surface(cell.size, pygame.SRCALPHA)\n",
          "    ring = pygame.Surface(cell.size, pygame.SRCALPHA)\n"
          "    pygame.draw.rect(ring, (255, 244, 200, round(90 * breath)), ring.get_rect())\n",
          "tests/test_yams_penta_box_figure.py::test_the_chosen_penta_box_figure_is_at_full_"
          "strength"),
)
