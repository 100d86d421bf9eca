"""Planted bugs of the Yams table and special states (round 50): each a realistic one-line bug held
by a test."""

from __future__ import annotations

from tools.breaks import Break

_HINT = "tests/test_yams_hint_before_throw.py::"
_HINT_CLICK = _HINT + ("test_sugestie_is_greyed_before_the_first_throw_and_a_click_says_throw_"
                       "first")
_PILL = ("tests/test_yams_pill_with_the_band.py::test_the_pill_stays_in_its_place_while_the_"
         "band_plays")

YAMS9_BREAKS: tuple[Break, ...] = (
    Break("yams9.hint_greyed_before_the_throw", "\"Sugestie\" stands greyed before a turn's "
          "first throw (nothing to suggest)", "game/scenes/yams_table.py",
          "        if not self.flow.hint_available:  # before a turn's first throw: greyed",
          "        if False:  # before a turn's first throw: greyed", _HINT_CLICK),
    Break("yams9.hint_says_throw_first", "a click on the greyed \"Sugestie\" is refused aloud: "
          "throw first", "game/scenes/yams_table.py",
          "                    self.show_hint()  # before the first throw: \"throw first\", said",
          "                    pass  # before the first throw: \"throw first\", said",
          _HINT_CLICK),
    Break("yams9.hint_never_empty", "the flow never advises before a throw (no empty hint, "
          "no lit advice over the cup)", "game/flow/yams_flow.py",
          "        if not self.hint_available:  # nothing to suggest before a throw: throw first",
          "        if False:  # nothing to suggest before a throw: throw first", _HINT_CLICK),
    # (yams9.pill_with_the_band and yams9.band_words_leave_onto_the_pill retired by hY60:
    # critic C51 read the pill's plate standing empty under the playing band; round 60's
    # ruling draws no pill until the band has landed in it, its words to the landing, held
    # by yams10.no_pill_under_the_band and yams10.band_names_to_the_landing)
    Break("yams9.cheapest_ring_whole", "a sacrifice's cheapest box's ring shows its four "
          "sides, each >= 3 px (never under the column's gold edge)",
          "game/widgets/scorecard.py",
          # (re-aimed by hY91: the ring's place is sheet_ring.marker_ring's, critic D71)
          "        return marker_ring(cell, self.scale, self.font_size)",
          "        return cell.inflate(2, 2)",
          "tests/test_yams_cheapest_ring_seen.py::test_the_cheapest_ring_shows_all_four_sides_"
          "at_least_3px"),
    Break("yams9.joker_note_names_the_hatching", "the Joker's note says what its hatched boxes "
          "mean, beside the prompt", "game/flow/yams_reading.py",
          '            detail = (self.tr("yams.joker.hatched"),) if hatched else ()',
          "            detail = ()",
          "tests/test_yams_prompt_carries_legend.py::test_the_jokers_note_names_its_hatched_"
          "boxes_beside_the_prompt"),
    Break("yams9.no_legend_under_the_sheet", "what the marks mean is said once, by the note "
          "(nothing under the sheet)", "game/scenes/yams_table_draw.py",
          "        # (what its marks mean is said by the prompt's note, beside the prompt",
          "        from game.widgets.text import draw_text as _t; _t(surface, '0', 20, (255,"
          " 255, 255), self.sheet.rect.midbottom, 'midtop', role='legend')\n"
          "        # (what its marks mean is said by the prompt's note, beside the prompt",
          "tests/test_yams_prompt_carries_legend.py::test_a_sacrifices_note_names_the_ringed_"
          "box_beside_the_prompt"),
    # (re-aimed, round 72: critic H72 read "…, altfel…" trailing off; the reason is a whole
    # sentence over the count in both languages, the English one planted here)
    Break("yams9.countdown_one_instruction", "the countdown's small line is a whole sentence "
          "over its big one (\"No throws left: you may pick another box\"), never trailing "
          "off into it", "locales/en/LC_MESSAGES/yams.po",
          'msgstr "No throws left: you may pick another box"',
          'msgstr "No throws left: you may pick another box, or else…"',
          "tests/test_yams_countdown_ring_beside.py::test_the_countdown_reason_is_whole_in_"
          "both_languages"),
    # (yams9.turn_said_once retired by hY60: the nameless plate it kept is gone, the
    # turn said once by the band then the pill: yams10.no_pill_under_the_band)
    Break("yams9.hint_available_one_rule", "\"Sugestie\" has something to suggest once a "
          "throw lies on the table: one flow property the scene and the flow read",
          "game/flow/yams_reading.py", "        return self.game.dice is not None\n",
          "        return True\n",  # (hK63: with its newline, throws_spent's begins alike)
          "tests/test_yams_hint_available.py::test_the_scene_greys_"
          "sugestie_by_the_flows_hint_available"),
    Break("yams9.joker_hatches_rule", "the Joker hatches an open box it may not fill (a rule "
          "of the game's state, in yams_guidance)", "game/flow/yams_guidance.py",
          "    return any(card.points(box) is None and box not in options for box in Box)",
          "    return False", "tests/test_yams_hint_available.py::test_joker_hatches_when_the_"
          "joker_leaves_a_box_open_it_may_not_take"),
    Break("yams9.dice_standings_gap", "a fixed gap of at least 16 px between the dice row "
          "and the standings at every size (critic C50: ~10 px at 1366)",
          "game/scenes/yams_layout.py",
          "        self._free_y = min(self._free_y, least)",
          "        pass", "tests/test_yams_dice_standings_gap.py::test_the_standings_stand_16px_"
          "below_the_dice_row"),
    # (round 64, hY68: yams9.total_cell_empty_under_its_figure retired, its promise
    # reversed by critic C62: the lifted TOTAL box now holds its old figure, 287, while the
    # 313 rises and counts over it, never an empty box; the new promise is held by
    # yams15.strip_box_holds_old_figure and yams15.total_box_holds_its_old_figure.)
    Break("yams9.figure_ink_once", "a stage's figure's letters are measured once per picture "
          "(not lettered ~8 times a frame)", "game/views/stage_picture.py",
          "        if self._figure_ink is None:", "        if True:",
          "tests/test_stage_letters_built_once.py::test_the_figures_letters_are_measured_once"),
    Break("yams9.possible_tag_once", "the \"posibil\" tag is built once per picture (not a "
          # (re-pointed hK64: moved)
          "Surface and a rendered word every frame)", "game/views/stage_landing.py",
          "        picture.tag_image = layer", "        picture.tag_image = None",
          "tests/test_stage_letters_built_once.py::test_the_possible_tag_is_built_once"),
)
