"""More planted bugs of :mod:`tools.break_promises` (the Yams table's waiting dice, its
countdown's headline, its TOTAL and its type at the smallest size), in the form of
:mod:`tools.breaks`: each a promise, a realistic one-line bug that breaks it, and the test
that holds it."""

from __future__ import annotations

from tools.breaks import Break

_WAITING = "tests/test_yams_waiting_dice.py::test_"
_HEADLINE = "tests/test_yams_one_primary.py::test_the_countdowns_line_says_its_seconds_once_in_" \
            "its_place_at_1024"
_TOTAL = "tests/test_yams_total_by_rarity.py::test_"
_TAIL = "tests/test_yams_joker_tail.py::test_the_forced_jokers_last_frames_say_what_was_" \
        "scored_and_why"

_LIGHT = "tests/test_yams_total_light.py::test_"

_JOKER = "tests/test_yams_joker_action_lit.py::test_the_"

_PICTURES = "tests/test_yams_countdown_pictures.py::test_the_rendered_countdown_shows_its_second"

_TIMER = "tests/test_yams_countdown_timer_ring.py::test_the_ring_is_hollow_a_track_and_a_" \
         "draining_warning_arc"

_HELP = "tests/test_yams_help_timer.py::test_the_help_pictures_the_headlines_seconds_and_the_" \
        "draining_ring"

_ONE_FIGURE = "tests/test_stage_total_one_figure.py::test_the_cell_is_empty_under_the_flying_" \
              "and_popping_total"

BREAKS: tuple[Break, ...] = (
    # (round 64, hY68: re-pointed to the lifted strip's box, where the TOTAL now lands:
    # its old figure stays until the count takes the box over, critic C62)
    Break("yams2.help_timer_headline", "the \"?\" pictures the countdown's headline with its "
          "seconds", "game/scenes/yams_help.py",
          "        # crowded badge 7 in English)"  # (re-pointed, hM30, hY94, hX79)
          "\n        lines = even_lines(glued, small, room, BOLD)\n",
          "        # crowded badge 7 in English)\n"
          "        lines = [str(math.ceil(left))]\n", _HELP),
    # (re-pointed by hY64: the "?" draws the table's badge, its one digit inside it; a
    # second digit over it is the bug now)
    Break("yams2.help_timer_ring_drains", "the \"?\" draws the table's draining ring, one "
          "digit", "game/scenes/yams_help.py",
          # (hY88: re-aimed, its count "3 s")
          'draw_countdown_ring(surface, badge.center, badge.w // 2, TIMER_LEFT,\n'
          '                            format_int(TIMER_SECONDS))',
          'draw_countdown_ring(surface, badge.center, badge.w // 2, TIMER_LEFT,\n'
          '                            format_int(TIMER_SECONDS))\n'
          "        draw_text(surface, \"3\", self._cell_font(), theme.INK, badge.center, "
          "weight=BOLD)",
          _HELP),
    Break("yams2.timer_ring_hollow", "the countdown's ring is a hollow track (a timer, not a "
          "pie)", "game/views/yams_views.py",
          "pygame.draw.circle(surface, theme.COUNTDOWN_TRACK, centre, radius, band)",
          "pygame.draw.circle(surface, theme.COUNTDOWN_TRACK, centre, radius)", _TIMER),
    Break("yams2.timer_arc_warning", "the time left is an arc in the warning colour",
          "game/views/yams_views.py",
          "pygame.draw.polygon(surface, theme.COUNTDOWN_ARC, outer + inner[::-1])",
          "pygame.draw.polygon(surface, theme.COUNTDOWN_RING, outer + inner[::-1])", _TIMER),
    Break("yams2.countdown_pictures_count", "a rendered state may keep its moment (no "
          "settling frames run a countdown on)", "tools/render_screens.py",
          "    for _ in range(state.settle):", "    for _ in range(SETTLE_FRAMES):", _PICTURES),
    # (re-pointed by hY40: the dice wait in the cup since round 40's ruling; its picture
    # checked by tests/test_yams_dice_cup.py)
    Break('yams2.waiting_dice', "before a turn's first throw the dice wait in the roll row, "
          "in the cup",
          # (re-aimed by hY82: the cup drawn, then laid under what lies over it (critic D69))
          'game/scenes/yams_table_draw.py',
          # (round 76, hI76: the cup's call names its five dice lying in its mouth)
          '        dice_cup.draw_cup(surface, cup, self.tray.die_size, self.cup_alpha(),\n'
          '                          filled=self.game.dice is None, dice=DICE_COUNT)\n',
          '        pass\n',
          "tests/test_yams_dice_cup.py::test_before_the_first_throw_the_dice_are_in_the_cup"),
    # (yams2.waiting_not_computer retired by hY31: its promise, no die waiting on the
    # computer's turn, was reversed by critic Y30 §1, the row then showing dark empty slots;
    # the dice now wait there too: yams5.waiting_on_the_computers_turn)
    Break('yams2.countdown_headline_big', "the countdown's line is said alone too (round 66: "
          "its quieter line under its reason, no longer 20 px tall)",
          # (re-aimed by hY82: the countdown's line is the prompt pill's second line (S10))
          'game/views/yams_prompt.py',
          '        return PromptSay(flow.countdown_why() or "", theme.MESSAGE_WARN, countdown)',
          '        return PromptSay(flow.countdown_why() or "", theme.MESSAGE_WARN, "")',
          _HEADLINE),
    Break("yams2.joker_tail", "a forced Joker's stage keeps its caption over its last frames, "
          "in the table's line", "game/views/stage_pictures.py",
          'more["tail"] = table.tail_lane()', 'more["tail"] = None', _TAIL),
    Break("yams2.joker_tail_drawn", "the stage draws its caption's tail once the stamp has "
          "gone", "game/views/stage.py",
          # (hY65: re-pointed, the comment moved as a Joker's "+100" flies on alone; round 74,
          # hJ74: re-aimed, the tail now comes in with the table, ``seen``)
          "        stage_words.draw_tail(surface, picture, clock, action, seen)  # gathered dice "
          "show\n        # its last frames: never wordless, the one thing to do lit\n"
          "        stage_gather.draw_gathered(surface, picture, clock)\n",  # (round 75, hX88:
          "        stage_gather.draw_gathered(surface, picture, clock)\n", _TAIL),  # a Penta's
    # fading letters drawn after it)
    Break("yams2.total_routine_in_its_row", "a routine TOTAL is counted in its row, no stage",
          "game/flow/stage.py", '    "upper_bonus": BIG,\n}',  # (re-aimed round 74, hD74:
          '    "upper_bonus": BIG,\n    "card_total_row": BIG,\n}',  # the TOTAL's stages gone;
          # its picture's stamp key with them, so the table's routine test no longer sees a
          # stage come of it: held by the flow's own test)
          "tests/test_yams_total_by_rarity.py::test_the_flow_counts_every_full_cards_total_in_"
          "its_row"),
    # yams2.total_rare_says_why retired by hY50: the promise was reversed (critic C41: the full
    # card's stage says the player's total and place, not the bonus; held by
    # yams8.full_card_says_total_and_place)
    # yams2.total_light_lesser retired in round 60 (hY62): a full card's headline is now
    # narrower than a Penta's (theme.STAGE_TOTAL_STAMP_WIDTH, break yams11.total_loud), so its
    # light, sized by its stamp, stays short of the Penta's even without ROUND_LIGHT's share:
    # no one-line bug shows; the promise stays pinned by its test (a_rare_totals_light_...)
    Break("yams2.joker_action_named", "a forced Joker's stage knows the one allowed action",
          "game/views/stage_pictures.py",
          'more["action"] = table.validate_button.rect.copy() if table.validate_allowed() else '
          'None', 'more["action"] = None', _JOKER + "one_allowed_action_stays_lit_over_the_"
          "stages_last_frames"),
    Break("yams2.joker_box_named", "a forced Joker's stage lays back lit the one box it "
          "allows (critic D22: the eye went to the lit Bonus Penta row)",
          "game/views/stage_pictures.py",
          '            more["box"] = table.sheet.cell_rect(player, allowed[0])',
          '            more["box"] = None', _JOKER + "one_allowed_box_stays_lit_over_the_stages_"
          "last_frames"),
    Break("yams2.joker_action_laid_lit", "the one allowed action is laid back lit above the "
          "dim with the caption's tail", "game/views/stage_words.py",
          "    for rect, layer in action or ():",
          "    for rect, layer in ():",
          _JOKER + "one_allowed_action_stays_lit_over_the_stages_last_frames"),
    Break("yams2.joker_tail_pill_gap", "the Joker's tail lane starts a clear gap under the "
          "turn pill", "game/scenes/yams_layout.py",
          # (re-aimed by hY110: the tail lane's top computed once, S45)
          "rest - rest // 2 + self.px(PILL_GAP))",
          "rest - rest // 2)",
          # today's caption, centred in a lane a little taller than it, keeps the gap by that
          # slack alone (the frame test above no longer sees the lane): held by the lane's test
          _JOKER + "jokers_caption_lane_keeps_the_gap_whatever_the_captions_height"),
    Break("yams2.joker_tail_hangs", "a caption taller than its lane hangs from the lane's top "
          "(never up against the pill)", "game/views/stage_words.py",
          "    rect.top = max(rect.top, picture.tail.top)\n", "",
          # no caption is taller than its lane at today's sizes: held by a lane made short
          _JOKER + "jokers_caption_lane_keeps_the_gap_whatever_the_captions_height"),
    Break("yams2.table_type_floor", "the Yams table keeps a type floor of its own (15 px of "
          "em at 1024×600)", "game/scenes/yams_table.py",
          "    type_least = theme.TABLE_TYPE_LEAST\n", "",
          "tests/test_yams_table_type_floor.py::test_no_word_on_the_yams_table_is_under_its_"
          "floor_at_1024"),
    Break("yams2.sheet_type_floor", "the sheet's labels and figures keep the table's floor",
          "game/widgets/sheet_grid.py",
          "self.font_size = max(theme.least_type(), min(theme.font_px(theme.FONT_SMALL, scale),",
          "self.font_size = max(theme.FONT_MIN, min(theme.font_px(theme.FONT_SMALL, scale),",
          "tests/test_yams_table_type_floor.py::test_no_word_on_the_yams_table_is_under_its_"
          "floor_at_1024"),
)
"""The planted bugs of this module."""
