"""Planted bugs of round 70's side screens (hA70):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_TEN = "tests/test_scores_ten_places.py::"
_TAG = "tests/test_scores_new_tag_room.py::"

ROUND70_SIDE: tuple[Break, ...] = (
    Break("side70.band_named_by_what_it_covers", "a Scores board's band of free places is named "
          "by the places it covers, 'Locurile 4–10 · libere' (ruling S4 amended round 70)",
          "game/scenes/scores_invite.py",
          "        first, last = (int(lines[i][0].rstrip(\".\")) for i in (0, -1))",
          "        first, last = (int(lines[i][0].rstrip(\".\")) for i in (0, 0))",
          _TEN + "test_every_board_shows_ten_places_level_with_a_full_boards[counts1-size0]"),
    Break("side70.band_over_every_free_place", "the band of free places stands over all of "
          "them, a board keeping ten places' height (ruling S4 amended round 70)",
          "game/scenes/scores_invite.py",
          "        band = lines[0][1].unionall([rect for _, rect in lines])",
          "        band = lines[0][1].unionall([rect for _, rect in lines[:3]])",
          _TEN + "test_every_board_shows_ten_places_level_with_a_full_boards[counts1-size2]"),
    Break("side70.newest_name_whole", "a podium card too short for its 'NOU' tag in a corner "
          "keeps the name whole, the tag beside the medal (critic A69: 'Ioana...' at 1024)",
          "game/scenes/scores_podium.py",
          "        beside, medal_x = 0, rect.centerx - beside // 2  # (critic A69",
          "        beside, medal_x = beside, rect.centerx - beside // 2  # (critic A69",
          _TAG + "test_the_newest_name_reads_whole_beside_its_tag[size0]"),
    Break("side70.newest_name_in_one_type", "the newest name beside its tag is not set smaller "
          "than its neighbours' names (1366x768)", "game/scenes/scores_podium.py",
          "    return text_size(name, plan.name_px, BOLD)[0] > room",
          "    return text_size(name, round(plan.name_px * NAME_LEAST), BOLD)[0] > room",
          _TAG + "test_the_newest_name_stands_in_its_neighbours_type"),
)
