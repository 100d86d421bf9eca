"""Planted bugs of round 81's fix helper fixN:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND81_FIXN: tuple[Break, ...] = (
    Break("fixn.standings_total_ahead",
          "a full card's TOTAL is never said in the Clasament before its count reaches it: "
          "the row holds the figure before the box, then counts with the plaque "
          "(S43 amended round 81, fixN)",
          "game/views/stage_hold.py",
          '        if counter.player == whole and counter.row != "upper_bonus" and not (\n'
          '                standings and counter.row == "total"):\n',  # (round 82, hY126)
          '        if counter.player == whole and counter.row != "upper_bonus":\n',
          # (round 82, hY126: re-pointed; since S104 1. holds the last box's bonus too, the
          # Clasament under this bug climbs without counting back, which the old test read)
          "tests/test_yams_end_bonus_held_hy126.py::"
          "test_the_last_boxs_bonus_is_in_no_cell_before_its_band_lands"),
    Break("fixn.results_count_again",
          "after the computer's win's TOTAL counted, the results card stands on the final "
          "total, never counting it again (S94 1. amended round 81, fixN)",
          "game/scenes/yams_table.py",
          "        counted = True\n",
          "        counted = False\n",
          "tests/test_yams_end_counted_once.py::"
          "test_the_computers_yams_win_opens_the_results_on_the_total_its_stage_counted"),
)
