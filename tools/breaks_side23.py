"""Planted bugs of Menu, New Game, Settings and Rules (round 69, hM69):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

SIDE23_BREAKS: tuple[Break, ...] = (
    Break("settings.tight_room_grows", "where the rows have no room else, the cards' room "
          "grows toward the title, its foot kept (review round 68: it moved up whole)",
          "game/scenes/settings.py",
          "            content.h += lift  # room grows, not moves; critic A67 found it moved)",
          "            content.h += 0  # room grows, not moves; critic A67 found it moved)",
          "tests/test_settings_cards_room.py::test_the_tight_room_grows_up_its_foot_kept"
          "[False]"),
)
