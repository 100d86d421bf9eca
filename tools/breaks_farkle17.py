"""Planted bugs of the 10 000 table and coach (round 66):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

FARKLE17_BREAKS: tuple[Break, ...] = (
    # (farkle17.no_slots_before_throw retired by hF67: ruling S1 reverses it, the mat's six
    # quiet slots show in every beat, before the first throw too: farkle18.mat_slots_every_beat)
    # (hF71, critics B69, D69: its promise reversed, the band takes the title's row (ruling
    # S6); re-aimed: the band has the row whole, never squeezed under where the title stood)
    Break("farkle17.title_stays_last_round", "in the last round the band takes the title's "
          "row whole (critic B65's two-line plate under it; hF71: its 20 px line there)",
          "game/views/farkle_last_round.py",
          "    top = felt.y + place.px(BAND_AIR[0])\n",
          "    top = felt.y + place.px(30) + place.px(36)\n",
          "tests/test_farkle_last_round_strip.py::test_the_band_shows_after_the_goal_large_and_"
          "touches_nothing"),
    Break("farkle17.computer_one_note", "the computer's Tura panel says its reason alone, "
          "no rule over it (critic B65: its lines crowded at 1024x600)",
          "game/flow/farkle_note.py",  # (re-pointed round 76, hL76: the note's kind)
          "    if game.last_round_by is not None or game.finished:",
          "    if game.last_round_by is not None or game.finished or "
          "game.players[flow.shown_player].is_computer:",
          "tests/test_farkle_turn_panel_air.py::test_every_line_of_the_turn_panel_has_air"),
    Break("farkle17.fact_bar_air", "the fact's bar keeps air round it, off the Tura panel's "
          "foot and its row's words (critic B65: on the rim at 1024x600; re-aimed by hF72: a "
          "lone note's fact has the room, FACT_BAR_AIR binds only under two notes)",
          "game/widgets/farkle_turn_parts.py",
          "        below = mid + line_height(body) // 2 + _bar_gap(scale)\n",
          "        below = mid\n",
          "tests/test_farkle_turn_panel_air.py::test_every_line_of_the_turn_panel_has_air"),
    Break("farkle17.coach_column", "a 10 000 coach card stands in the felt's middle column "
          "(critic B65: it spilled toward the side panels; round 69 re-aimed it to the table's one "
          "place, the middle column's strip)", "game/views/coach_spot.py",
          "        return pygame.Rect(scene.center.x, top, scene.center.w, high)",
          "        return pygame.Rect(scene.center.x + scene.px(40), top, scene.center.w, "
          "high)",  # (re-aimed by round 70: the place's top named)
          "tests/test_coach_one_place.py::test_every_10000_card_stands_in_one_place"),
    # (farkle17.coach_row_air not kept: the die cards' own pointer gap already keeps them
    # ROW_AIR off the row, so removing the row's band in farkle_avoid went unseen; the
    # band stays as a guard for taller cards, the test pins the distance itself)
    # (farkle17.bare_mat_counting_up retired by hF67: ruling S1 reverses it, the mat keeps its
    # six quiet slots as a routine bank's total counts up: farkle18.mat_slots_every_beat)
)
