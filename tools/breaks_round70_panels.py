"""Planted bugs of round 70's 10 000 side panels (hF72):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_LEDGER = "game/widgets/farkle_ledger.py"
_GHOST = "tests/test_farkle_ledger_no_ghost_box.py::"

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
)
