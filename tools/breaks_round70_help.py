"""Planted bugs of round 70's 10 000 help and menu art (hQ70):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_BADGES = ("tests/test_farkle_help_badges.py::"
           "test_each_badge_is_inside_its_card_clear_of_its_picture_and_words")

_PICTURED = ("tests/test_farkle_help_scoring_pictured.py::"
             "test_three_ones_and_a_triple_are_pictured_large_with_their_points")  # (hR74)

ROUND70_HELP: tuple[Break, ...] = (
    Break("help70.badge_in_corner", "each 10 000 '?' number badge stands inside its card's "
          "corner, not astride the frame's edge", "game/scenes/help_tiles.py",
          # (re-aimed in round 71: one corner badge for both pages, review 71)
          "        return pygame.Rect(frame.right - inset - d, frame.y + inset, d, d)",
          "        return pygame.Rect(frame.right - d // 2, frame.y + inset, d, d)", _BADGES),
    Break("help70.pictures_under_badge", "a picture spanning its tile's width starts under "
          "the number badge", "game/scenes/farkle_help.py",
          "        return max(art.centery - height // 2, min(under, lowest))",
          "        return art.centery - height // 2", _BADGES),
    Break("help70.scoring_figures_large", "the scoring tile's points read large (digits 20 px "
          "at 1920x1080)", "game/scenes/farkle_help.py", "SCORING_FIGURE = 39\n",
          "SCORING_FIGURE = 31\n", _PICTURED),
    Break("help70.combinations_scored", "the scoring tile's triples pictured with the points "
          "the rules give them (re-aimed hR74: the Chintă and three pairs the Rules screen's)",
          "game/scenes/farkle_help.py",
          "        figures = [format_int(score(dice) or 0) for dice in SCORING]",
          "        figures = [format_int(dice[0] * 100) for dice in SCORING]", _PICTURED),
)
