"""Planted bugs of round 70's side screens (hA70):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_TEN = "tests/test_scores_ten_places.py::"

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
)
