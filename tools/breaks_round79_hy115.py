"""Planted bugs of round 79's helper hY115:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_COLUMN = ("tests/test_yams_column_with_the_pill_hy115.py::"
           "test_the_lit_column_moves_in_the_frame_the_pill_names_the_next_player")

ROUND79_HY115: tuple[Break, ...] = (
    Break("hy115.column_jumps_under_the_band",
          "the sheet's lit column stays the ended turn's under the passing band, moving in "
          "the frame the pill names the next player (ruling S62 2., critic cF78)",
          "game/scenes/yams_table_draw.py",
          "else self.pill_player(),", "else shown.current,", _COLUMN),
    Break("hy115.column_greeted_under_the_band",
          "the next player's column is greeted with the pill, never under the band (S62 2.)",
          "game/views/yams_turn_entrance.py",
          "    if table.flow.prompt_waits:  # under the band",
          "    if False:  # under the band", _COLUMN),
)
