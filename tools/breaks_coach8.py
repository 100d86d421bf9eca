"""Planted bugs of the coach's place (round 69, hC69):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

COACH8_BREAKS: tuple[Break, ...] = (
    Break("coach8.gutter_own",
          "the risk card slid to the gutter asks its bent pointer's way off the common places "
          "and its own (the Tura panel's rows, the scoring guide), not the common alone "
          "(review round 68)",
          "game/views/coach_bend.py",
          "    if bend(scene, mark, slid, [*avoid, *own]) is None:",
          "    if bend(scene, mark, slid, avoid) is None:",
          "tests/test_coach_gutter_routed.py::"
          "test_the_slid_cards_route_is_checked_against_the_cards_own_too"),
)
