"""Planted bugs of round 70's 10 000 help and menu art (hQ70):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_BADGES = ("tests/test_farkle_help_badges.py::"
           "test_each_badge_is_inside_its_card_clear_of_its_picture_and_words")

ROUND70_HELP: tuple[Break, ...] = (
    Break("help70.badge_in_corner", "each 10 000 '?' number badge stands inside its card's "
          "corner, not astride the frame's edge", "game/scenes/farkle_help.py",
          "        return pygame.Rect(frame.right - inset - d, frame.y + inset, d, d)",
          "        return pygame.Rect(frame.right - d // 2, frame.y + inset, d, d)", _BADGES),
    Break("help70.pictures_under_badge", "a picture spanning its tile's width starts under "
          "the number badge", "game/scenes/farkle_help.py",
          "        return max(art.centery - height // 2, min(under, lowest))",
          "        return art.centery - height // 2", _BADGES),
)
