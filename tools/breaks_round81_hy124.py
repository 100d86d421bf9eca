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
    Break("hy124.crown_figure_centred_alone",
          "the crowned count's trophy · figure · token stand as one group centred under the "
          "headline, not the figure alone centred with the trophy hanging off it (S99 3.)",
          "game/views/stage_crowned.py",
          "    where.midtop = (said.room.centerx + crown.figure_shift, top)\n",
          "    where.midtop = (said.room.centerx, top)\n",
          "tests/test_yams_crown_one_group_hy124.py::"
          "test_the_trophy_figure_and_token_are_one_centred_group"),
    Break("hy124.cup_spaced_by_its_room",
          "the trophy's gap to the digits is measured from its ink, as the token's is, not "
          "from its image's shadow room (S99 3.)",
          "game/views/stage_crowned.py",
          "    surface.blit(cup, (right - ink.right, where.centery - drop - ink.centery))\n",
          "    surface.blit(cup, cup.get_rect(midright=(right - crown.space, "
          "where.centery - drop)))\n",
          "tests/test_yams_crown_one_group_hy124.py::"
          "test_the_trophy_figure_and_token_are_one_centred_group"),
)
