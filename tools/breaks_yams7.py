"""Planted bugs of the Yams special states and staged moments (round 40):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_LEGEND = "tests/test_yams_sheet_legend.py::"
_SACRIFICE = ("tests/test_yams_cheapest_ring_seen.py::test_the_cheapest_ring_shows_all_four_"
              "sides_at_least_3px")  # (re-pointed by hY51: the legend's test is gone)

YAMS7_BREAKS: tuple[Break, ...] = (
    Break("yams7.cheapest_sacrifice_is_the_experts", "a sacrifice's cheapest box is the box "
          "the Sugestie names (the expert's), not the last open one", "game/ai/yams.py",
          '    return choose_box(card, values, level="expert")\n',
          "    return max(card.options(values), key=lambda box: box.value)\n",
          _LEGEND + "test_the_cheapest_sacrifice_is_the_suggestions_box"),
    Break("yams7.sheet_rings_the_cheapest", "the sheet rings a sacrifice's cheapest box",
          "game/scenes/yams_table_draw.py", "cheapest=flow.sacrifice_box,",
          "cheapest=flow.hint_box,", _SACRIFICE),
    # yams7.legend_drawn, legend_under_the_sheet, legend_15px, joker_hatching_said retired
    # (hY51): the legend under the sheet is gone, critic C41 (far from the prompt, a second
    # voice); the prompt's note says what the marks mean (yams9.sacrifice_note_names_the_ring,
    # yams9.joker_note_names_the_hatching)
    Break("yams7.joker_figure_clear_of_caption", "the Joker's \"+100\" keeps a clear gap from "
          "its caption", "game/views/stage_figure_on_box.py",  # (re-pointed by hY50: it
          # stood under its caption, this far from it; by hY86: beside its row, from its top;
          # by hY98, round 74: on its box, centred on it; the bug: half a box higher)
          "            box.centery - ink.centery + image.get_height() // 2)\n",
          "            box.top - ink.centery + image.get_height() // 2)\n",
          "tests/test_yams_joker_figure_room.py::test_the_jokers_100_keeps_clear_of_its_caption"),
    Break("yams7.penta_count_in_words", "a Joker Penta's seal says which Penta in words, "
          "never a bare ×2", "game/views/stage_pictures.py",
          '"yams.moment.penta_times"', '"yams.moment.penta_count"',
          "tests/test_yams_joker_figure_room.py::test_the_seal_says_which_penta_in_words"),
    # yams7.no_ring_said_under_amber retired (hY51): no legend left to name the ring
    Break("yams7.picked_box_in_its_total", "a picked box carries its figure into its "
          "section's total at once: never \"Șansă 28\" beside \"Total jos 0\"",
          "game/widgets/scorecard.py",
          "    return upper, lower + points, total, lit",
          "    return upper, lower, total, lit",
          "tests/test_yams_sheet_agrees.py::test_a_picked_then_written_box_and_its_section_"
          "total_agree_in_every_frame"),
    Break("yams7.picked_box_in_the_total", "a picked box (not a card's last) carries its "
          "figure into the TOTAL with its section's total", "game/widgets/scorecard.py",
          # (round 77, hQ84: re-pointed, a pick's figure carried into its sums, S41)
          "    total += points\n",
          "    total = card.total\n",
          "tests/test_yams_sheet_agrees.py::test_a_persons_pick_says_its_figure_in_its_total_"
          "and_the_total"),
    Break("yams7.pill_while_the_band_is_due", "the turn's pill stays while the passing band "
          "is due: never a frame with neither", "game/scenes/yams_table_draw.py",
          # (re-pointed round 67: the pill is drawn in every frame, critic C66)
          # (re-pointed round 76, hY104: the pill waits only while the band shows, S13)
          # (re-aimed round 80, hY118, S76: the ended turn's pill until the card comes)
          "        if not game.finished and flow.turn_ended:\n"
          "            self._draw_ended_pill(",
          "        if not game.finished and flow.turn_ended and not flow.leaving.active:\n"
          "            self._draw_ended_pill(",
          "tests/test_yams_turn_never_vanishes.py::test_every_frame_of_the_passing_shows_the_"
          "pill_or_the_band"),
    # (yams7.computer_win_staged retired round 78, hY108: ruling S43 reversed its promise: no Yams
    # win over others has a stage of its own; the computer's is a quiet card, pinned by
    # hy108.quiet_card_rays)
    Break("yams7.standings_fresh_once", "while nobody has scored, the strip says it once "
          "(\"Toți la 0\"), its rows only the names and their turn",
          "game/views/yams_standings.py",
          "    fresh = nobody_scored(game)  # only the names",
          "    fresh = False  # only the names",
          "tests/test_yams_standings_fresh.py::test_nobody_scored_one_line_says_it_and_each_row_"
          "its_turn"),
    Break("yams7.countdown_way_out_offered", "the countdown's way out is offered, not ordered "
          "against its big line (critic C41)", "locales/ro/LC_MESSAGES/yams.po",
          'msgstr "Fără aruncări: poți alege altă căsuță"',  # (re-aimed, round 72: whole)
          'msgstr "Fără aruncări: alege altă căsuță"',
          "tests/test_yams_countdown_ring_beside.py::test_the_countdown_says_why_and_the_way_out"),
)
