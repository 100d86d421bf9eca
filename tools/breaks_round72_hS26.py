"""Planted bugs of round 72's Scores and Statistics (hS26):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND72_HS26: tuple[Break, ...] = (
    Break("scores72.dead_room",
          "a short board fills the room of its free rows with its facts (ruling S4 amended "
          "round 72, critic F71: 'a short Scores board leaves half its panel an empty dark "
          "room')",
          "game/scenes/scores_facts.py",
          # (re-pointed round 80, hK86: no band over the free rows, S82 7)
          "        if not self.table(kind) or len(lines) < FACTS_LEAST_ROWS:\n",
          "        if not self.table(kind) or len(lines) < 3 + FACTS_LEAST_ROWS:\n",
          "tests/test_scores_no_dead_room.py::test_a_short_board_fills_its_room_with_its_facts"),
)
ROUND72_HS26 += (
    Break("stats72.one_axis",
          "a few games listed stand on one axis with the reference (critic F71: from two "
          "games on each bar was measured against the best one's)",
          "game/scenes/statistics.py",
          "        scaled = [replace(line, share=total / top) for line, total in zip(lines, "
          "totals,\n",
          "        scaled = [replace(line, share=line.share) for line, total in zip(lines, "
          "totals,\n",
          "tests/test_stats_one_axis.py::test_the_games_stand_on_one_axis_with_the_reference_"
          "marked"),
    Break("stats72.mark_lost",
          "the reference's red mark and its words on every listed game's track (critic F71: "
          "the Expert marker lost from two games on)",
          "game/widgets/charts.py",
          "    if mark is None or not marks or len(tracks) < 2:\n",
          "    if mark is None or not marks or len(tracks) < 5:\n",
          "tests/test_stats_one_axis.py::test_the_games_stand_on_one_axis_with_the_reference_"
          "marked"),
    Break("stats72.khaki_fill",
          "the games' bars filled in the player's seat colour, saturated (critic F71: the "
          "khaki fill read as disabled)",
          "game/scenes/statistics.py",
          "                                         theme.SEAT_COLOURS[self.seat_style()],\n",
          "                                         None,\n",
          "tests/test_stats_one_axis.py::test_the_games_bars_are_filled_in_the_players_seat_"
          "colour"),
    Break("scores72.new_tag_jumps",
          "the 'NOU' tag stands beside the medal at every size (critic F71: after the name at "
          "1920, in the corner at 1024)",
          "game/scenes/scores_podium.py",
          "    by_medal = new is not None and not plan.inline and (",
          "    by_medal = new is not None and plan.inline and (",
          "tests/test_scores_new_tag_room.py::test_the_new_tag_has_one_place_at_every_size"),
)
