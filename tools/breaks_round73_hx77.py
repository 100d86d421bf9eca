"""Planted bugs of round 73's helper hX77:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_IN_TABLE = "tests/test_yams_total_in_table.py::test_"

ROUND73_HX77: tuple[Break, ...] = (
    Break("hx77.total_rare_staged", "a full card's TOTAL with the upper bonus is said in the "
          "table, never on a stage (S8, round 73)", "game/flow/moments.py",
          '    return "card_total_row"\n\n\nTHROWS',
          '    return "card_total_rare" if card.upper_bonus > 0 and not ending else '
          '"card_total_row"\n\n\nTHROWS',
          _IN_TABLE + "a_full_cards_total_counts_in_the_table_with_its_standings_row_lit"),
    Break("hx77.no_row_flourish", "the standings row of the player whose TOTAL counts is lit",
          "game/scenes/yams_table_draw.py",
          # (round 74, hY98: re-aimed, the call goes on with the standings' quiet)
          "                            total_flourish(flow.moment),  # a full card's TOTAL (S8)",
          "                            None,  # a full card's TOTAL (S8)",
          _IN_TABLE + "a_full_cards_total_counts_in_the_table_with_its_standings_row_lit"),
    Break("hx77.flourish_without_frame", "the row's flourish frames it in gold as it counts",
          "game/views/yams_total_flourish.py",
          "    return 1.0 if p < FADE else (1 - p) / (1 - FADE)",
          "    return 0.1 if p < FADE else (1 - p) / (1 - FADE)",
          _IN_TABLE + "the_last_cards_total_counts_in_the_table_then_the_results"),
    # (hx77.standings_ahead_of_the_cell retired round 82, hY130: S117 1. reversed it: the
    # Clasament says a full card's TOTAL from the click, as its cell does, the count from 0
    # being theatre)
    # (hx77.total_counts_back retired in round 79: the line it bent is no longer reached for
    # a full card: since S43 (round 78) a full card's sums are said together at the click,
    # the line before it skipping them (hy108's break on that line holds the promise, with
    # this test); found missed after hY114 made the mid-game bonus a band)
)
