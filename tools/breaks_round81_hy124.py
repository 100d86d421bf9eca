"""Planted bugs of round 81's helper hY124:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND81_HY124: tuple[Break, ...] = (
    Break("hy124.rows_done_in_last_round",
          "while a last round's pill says 'Ana a terminat', no Clasament row repeats "
          "'a terminat' (ruling S99 1.)",
          "game/views/yams_standings.py",
          "                        or done_said and s.turns_left <= 0\n",
          "                        or done_said and s.turns_left < 0\n",
          "tests/test_yams_last_round_done_once_hy124.py::"
          "test_two_players_last_round_says_a_terminat_once"),
    Break("hy124.done_pill_read_live_only",
          "the rows keep 'a terminat' unsaid under the ended turn's pill too, not only the "
          "live one (ruling S99 1.)",
          "game/scenes/yams_table_draw.py",
          "        seat = regions[\"ended\"] if regions[\"ended\"] is not None else "
          "regions[\"live\"]\n",
          "        seat = regions[\"live\"]\n",
          "tests/test_yams_last_round_done_once_hy124.py::"
          "test_two_players_last_round_says_a_terminat_once"),
)
