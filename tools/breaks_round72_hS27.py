"""Planted bugs of round 72's thin Scores and Statistics (hS27):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_ROOM = "tests/test_scores_no_dead_room.py::"
_CARDS = "tests/test_scores_podium_cards.py::"

ROUND72_HS27: tuple[Break, ...] = (
    Break("scores72.lone_board_bare",
          "a board of one score fills its free room with what the next score meets (the "
          "place it enters, what takes the first) and (10 000) its record game's length, "
          "not ~40 % empty dark room (critic I72)",
          "game/scenes/scores_facts.py",
          "            return self.lone_facts(kind, entries[0])\n",
          "            return []\n",
          _ROOM + "test_a_short_board_fills_its_room_with_its_facts"),
    Break("scores72.headers_over_nothing",
          "a board's column headers stand over its compact rows only: none over a board of "
          "three scores or fewer, none over an empty one (critic I72: 'Loc Nume Scor Data "
          "Ture' over nothing)",
          "game/scenes/scores.py",
          "        if len(rows) > 3:\n            pygame.draw.rect(surface, theme.TABLE_HEADER",
          "        if rows:\n            pygame.draw.rect(surface, theme.TABLE_HEADER",
          _CARDS + "test_the_column_headers_stand_over_rows_only"),
    Break("scores72.tag_crowds_medal",
          "a podium card's 'NOU' tag stands clear of the medal beside it, a third of the "
          "medal's width at least (critic I72: at 1024x600 the tag crowded a 24 px medal)",
          "game/scenes/scores_podium.py",
          "    air = max(gap, round(medal * TAG_MEDAL_AIR))",
          "    air = gap",
          "tests/test_scores_new_tag_room.py::test_the_new_tag_has_one_place_at_every_size"),
    Break("stats72.target_said_twice",
          "Statistics 10 000 with few games says its target once, by the games' marker "
          "('Obiectiv: 10 000'), the heading 'Partidele jucate' (critic I72: 'Partidele, "
          "obiectiv 10 000' over 'Obiectiv: 10 000')",
          "game/scenes/statistics.py",
          "        if getattr(self, \"few_games\", None):\n"
          "            return self.tr(\"stats.games_heading\")",
          "        if getattr(self, \"few_games\", None):\n"
          "            return self.tr(\"stats.games_heading\") + \", \" + str(self.reference())",
          "tests/test_statistics_screen.py::"
          "test_the_10000_histogram_shows_the_totals_of_one_target_chosen_by_its_keys"),
    Break("stats72.empty_panel_roomy",
          "Statistici's empty state is a panel sized to its dice, words and button, centred "
          "in the charts' place, not a tall panel of dark room (critic I72)",
          "game/scenes/statistics.py",
          "        self.empty_frame = self.empty_panel.copy()",
          "        self.empty_frame = self.empty_panel.inflate(0, self.px(240))",
          "tests/test_statistics_empty_in_place.py::"
          "test_the_empty_state_is_sized_to_its_content_where_the_charts_will_stand"),
    Break("stats72.dice_progress",
          "'Zarurile' with too few throws shows in the room under its sources how far the "
          "verdict is: the throws so far over the ones it needs, a big figure over a bar "
          "they fill (critic I72: the right panel half empty)",
          "game/scenes/stats_dice.py",
          "    if verdict == \"not_enough\":  # a card sized to its words",
          "    if verdict == \"doubtful\":  # a card sized to its words",  # (re-aimed r75, hT77)
          "tests/test_stats_dice_progress.py::test_too_few_throws_show_how_far_the_verdict_is"),
)
