"""Planted bugs of round 70's 10 000 side panels (hF72):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_LEDGER = "game/widgets/farkle_ledger.py"
_GHOST = "tests/test_farkle_ledger_no_ghost_box.py::"
_TIGHT = "tests/test_farkle_turn_panel_tight.py::test_the_turn_panel_has_no_dead_band"
_GUIDE = "tests/test_farkle_guide_lit.py::"
_CHIPS = ("tests/test_farkle_bank_chips.py::test_a_staged_banks_chips_fly_from_the_ledger_"
          "through_the_middle_to_the_row")

ROUND70_PANELS: tuple[Break, ...] = (
    Break("panels70.rows_to_come_no_box", "the ledger's rows to come are a faint rule each, "
          "never an outlined box (critic B69: dead input fields)", _LEDGER,
          "            draw_place_rule(surface, place, scale)\n",
          "            surface.blit(free_row_layer(place.size, scale), place.topleft)\n",
          _GHOST + "test_no_empty_place_of_the_ledger_is_an_outlined_box"),
    Break("panels70.empty_line_no_box", "the empty ledger's line stands on a faint rule, in no "
          "outlined box (critic B69)", _LEDGER,
          "    draw_place_rule(surface, box, scale)\n",
          "    surface.blit(free_row_layer(box.size, scale), box.topleft)\n",
          _GHOST + "test_no_empty_place_of_the_ledger_is_an_outlined_box"),
    Break("panels70.note_room_drawn", "the Tura panel keeps room for the notes it draws, "
          "no more (critic B69: a dead band under 'Risc')", "game/views/farkle_views.py",
          "    return [[1, REASON_SLOT]]", "    return [[1, REASON_LINES], [1, 1, 1]]", _TIGHT),
    Break("panels70.guide_type_room", "the Punctaj guide reads at 20 px of em at 1920 (the "
          "Tura panel's dead band its room)", "game/views/farkle_views.py",
          "    return [[1, REASON_SLOT]]", "    return [[1, REASON_LINES], [1, 1, 1]]",
          _GUIDE + "test_the_guide_is_read_at_20_px_at_1920"),
    Break("panels70.lone_note_fact_follows", "a note said alone has the fact right under it, "
          "no band kept for a second note", "game/widgets/farkle_turn_parts.py",
          "        top = y + size // 2 if centred else y + step",
          "        top = y + step", _TIGHT),
    Break("panels70.chips_fly", "a staged bank's chips fly under its stage (critic B69: the "
          "middle bare while the plate showed)", "game/flow/farkle_beats.py",
          "            flight.chips = span(progress, *chips)",  # (hF110, round 82: its own
          "            flight.chips = float(progress >= chips[1])", _CHIPS),  # shares, S107)
    Break("panels70.chips_redraw", "the table is drawn again under the stage while the chips "
          "move", "game/flow/farkle_beats.py",  # (re-aimed round 80, hF104, S87 1.: the big
          # bank's chips alone fly; its count's branch returns the chips' moves too)
          "        return self.row_left(flight.player) != before or moved\n",
          "        return self.row_left(flight.player) != before\n", _CHIPS),
    Break("panels70.chips_through_middle", "the chips' way bends through the middle column",
          "game/views/farkle_bank_chips.py",
          "    bend = (place.center.x + place.center.w * ARC_REACH, end[1] + (start[1] - end[1])",
          "    bend = (start[0], end[1] + (start[1] - end[1])", _CHIPS),
)
