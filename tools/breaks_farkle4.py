"""Planted bugs of the 10 000 last round and the target reached:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_BEST = "tests/test_farkle_alone_best.py::"
_TAGS = "tests/test_farkle_tags_clear_totals.py::"
_STRIP = "tests/test_farkle_last_round_strip.py::"

FARKLE4_BREAKS: tuple[Break, ...] = (
    Break("farkle4.alone_best_read", "a 10 000 game played alone reads the person's best "
          "before it is recorded", "game/flow/farkle_beats.py",
          "        alone = len(players) == 1 and not players[0].is_computer\n",
          "        alone = len(players) == 1 and players[0].is_computer\n",
          _BEST + "test_a_game_alone_reads_the_persons_best_before_it_is_recorded"),
    Break("farkle4.alone_best_said", "the results of a 10 000 game played alone say the "
          "person's best under the score", "game/flow/personal_best.py",
          "        details[0] = (*details[0], (best,))\n",
          "        details[0] = details[0]\n",
          _BEST + "test_the_table_alone_says_the_best_on_the_results"),
    Break("farkle4.tag_clear", "a player's tag never touches the total over it (a few "
          "pixels of the panel between them)", "game/widgets/farkle_panels.py",
          "TAG_CLEAR = 8\n", "TAG_CLEAR = 2\n",
          _TAGS + "test_no_tag_touches_a_total"),
    Break("farkle4.rows_for_tags", "four players at 1024x600: the rows grow a little so the "
          "tags stand under the totals, the names whole", "game/scenes/farkle_layout.py",
          "            row = taller\n", "            pass\n",
          "tests/test_farkle_table_type_floor.py::test_at_its_floor_four_rows_keep_names_"
          "whole_and_tags_under_the_totals"),
    # (hL50: strip_drawn, strip_waits_ribbon, strip_names_fit re-pointed to their tests
    # rewritten: the goal's banner says the last round, no ribbon after it)
    Break("farkle4.strip_drawn", "after the goal's banner the last round's strip stands where "
          "the title is", "game/scenes/farkle_table.py",
          # (round 66: re-pointed; the line stands under the title, which stays; hF71:
          # re-aimed, the band takes the title's row)
          "                draw_last_round_band(surface, self, strip)\n",
          "                pass\n",
          _STRIP + "test_the_band_shows_after_the_goal_large_and_touches_nothing"),
    Break("farkle4.strip_waits_ribbon", "the strip waits while the goal's banner says the last "
          "round (one voice)", "game/flow/farkle_reading.py",
          # (hF71: re-aimed, the band's seats read after it)
          "        if not self.last_round_badge():\n            return None\n        game = ",
          "        if not self.game.in_last_round:\n            return None\n        game = ",
          _STRIP + "test_the_flow_says_who_still_plays_and_the_score_to_beat_after_the_goal"),
    Break("farkle4.strip_names_fit", "the strip names who still plays, or says how many when "
          "the names do not fit (never a cut list; hF71: re-aimed to the band's chips, their "
          "names cut, else tokens alone: never a chip over the title or the figure; hF80: "
          "names smaller, else cut)",
          "game/views/farkle_last_round.py",
          "        if need(names, at) <= width:\n            return names, at\n",
          "        if True:\n            return names, at\n",
          _STRIP + "test_the_band_shows_after_the_goal_large_and_touches_nothing"),
    Break("farkle4.turn_need", "in the last round the Tura panel's first row says what this "
          "turn needs to lead (the strip says the score to beat: never twice)",
          "game/views/farkle_views.py",
          "    need = flow.lead_need()  # (hF28: the score to beat and whose it is: the strip's)",
          "    need = None",
          "tests/test_farkle_turn_rows_fixed.py::test_the_first_note_row_stays_at_every_beat_"
          "then_says_the_score_to_beat"),
    # farkle4.reason_no_widow retired in round 62 (hF62): its promise (a two-line reason
    # never leaves a word alone on its last line) was reversed: the reason has a one-line
    # slot of its own (critic B61: the two lines pushed "După încasare" out), its short form
    # where the sentence is longer; fit_notes, where it planted, is gone.
    Break("farkle4.reason_whole", "at 1024x600 the computer's reasoning is said whole (its "
          "short form on its one line), never cut mid-sentence",
          "game/views/farkle_views.py",  # (hF62: re-pointed, the slot's short form; hX80,
          # round 73: the prompt line's, where the remark is said since ruling S15)
          "            and text_size(text, place.font_px(theme.FONT_BODY))[0] > place.center.w):",
          "            and text_size(text, place.font_px(theme.FONT_BODY))[0] > 2 * "
          "place.center.w):",
          "tests/test_farkle_reason_whole.py::test_the_computers_reasoning_is_drawn_whole_"
          "without_a_widow"),
    Break("farkle4.flash_follows_turn", "the banker's gold row frame goes when the turn "
          "passes (never beside the next player's tint)", "game/widgets/farkle_panels.py",
          "            if line.current:  # (hF29: the frame follows the turn",
          "            if True:  # (hF29: the frame follows the turn",
          "tests/test_farkle_bank_row_flash.py::test_the_flash_leaves_the_bankers_row_when_"
          "the_turn_passes"),
    Break("farkle4.primer_this_throw", "the guide glows only what the throw on the felt "
          "offers (hF72: the primer's promise, now the Punctaj guide's)",
          "game/views/farkle_guide.py",
          "offered_rows(tuple(roll))",  # (hF95, round 78: the roll read once)
          "offered_rows((1, 1, 1, 5, 5, 6))",
          "tests/test_farkle_guide_lit.py::test_the_guide_lights_what_the_throw_offers_then_"
          "what_the_selection_scores"),
    Break("farkle4.primer_long_row_fits", "a lit row's band holds its own line, none of its "
          "neighbours' (hF72, re-aimed from the primer's long row)",
          "game/widgets/score_guide.py",
          "    band = row.inflate(theme.px(20, scale), -max(2, theme.px(4, scale)))",
          "    band = row.inflate(theme.px(20, scale), row.h)",
          "tests/test_farkle_guide_lit.py::test_the_guide_lights_what_the_throw_offers_then_"
          "what_the_selection_scores"),
)
"""Each planted bug of this module, checked by :mod:`tools.break_promises`."""
