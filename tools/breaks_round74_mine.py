"""Planted bugs of my own changes of round 74:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND74_MINE: tuple[Break, ...] = (
    Break("mine74.joker_box_seen_empty", "a Joker Penta's lifted box is never seen empty: "
          "bare under its \"+100\", which stands on it (C62 kept with hY98's S12, round 74)",
          "game/views/stage_figure_on_box.py",
          "    return picture.kind in ON_BOX and picture.figure_under_caption()",
          "    return False",
          "tests/test_yams_stage_strip_native.py::"
          "test_the_joker_bonus_row_says_its_old_figure_before_its_bonus_lands"),
    Break("mine74.banked_figure_under_its_plate", "the Tura panel's \"Încasat\" row waits "
          "while the bank's plate says its \"+1 050\": said once, the stage's (hF87's row at "
          "its merge)", "game/views/farkle_views.py",
          # (round 75, hA75: the figure counts into the total once the row counts; the wait
          # under the plate is this line's)
          # (round 75, hA76: the flight's too, the line's words re-aimed)
          # (round 76, hA77: the row says the bank settled under the plate, "1 050", never
          # its "+1 050"; the line's words re-aimed, its test the drains' staged one)
          "            format_int(whole), theme.CREAM)\n",
          "            \"+\" + format_int(whole), theme.CREAM)\n",
          "tests/test_farkle_bank_drains_into_total.py::"
          "test_a_staged_banks_row_says_the_bank_settled_under_its_plate"),
    Break("mine74.bank_row_hole", "under \"Încasat\" the Tura panel's second row says the "
          "dice the bank was made of, never a dead band (hF87's blank row at its merge)",
          "game/views/farkle_views.py",
          '                 ValueLine(tr("farkle.label.banked_dice"), str(kept), theme.CREAM,\n'
          "                           bar=min(1.0, kept / 6),",  # (round 75: its gold bar after)
          '                 ValueLine("", "", theme.CREAM, bar=0.0,',
          "tests/test_farkle_turn_panel_filled.py::test_the_turn_panel_holds_no_dead_band"),
)
