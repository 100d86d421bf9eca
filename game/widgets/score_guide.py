"""The 10 000 scoring guide: a compact panel of dice combinations and their points.

It fills the felt under the players' panel, so the combinations are in sight while playing
(the "?" overlay keeps the full table with words and examples). The points come from the
caller, computed by the rules, so the guide never disagrees with the game.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game import theme
from game.i18n import format_int
from game.widgets.dice_render import FaceCache
from game.widgets.farkle_panels import draw_dice_row
from game.widgets.felt import draw_panel
from game.widgets.text import BOLD, draw_text

MIN_ROWS = 3
"""Fewer rows than this would look like a scrap: the guide is not drawn then."""


def guide_rows_fit(rect: pygame.Rect, scale: float, rows: int) -> int:
    """How many of ``rows`` combinations fit in a guide panel at ``rect``."""
    head = theme.px(64, scale)
    row_h = _row_height(scale)
    return max(0, min(rows, (rect.h - head - theme.px(14, scale)) // row_h))


def _row_height(scale: float) -> int:
    return theme.px(theme.FARKLE_ICON_DIE + 16, scale)


def draw_score_guide(surface: pygame.Surface, rect: pygame.Rect, scale: float,
                     cache: FaceCache, title: str,
                     rows: Sequence[tuple[tuple[int, ...], int]]) -> pygame.Rect | None:
    """Draw the guide (``rows`` of (dice, points)) in ``rect``; return the panel drawn.

    The panel shrinks to the rows that fit; with fewer than :data:`MIN_ROWS` nothing is drawn.
    """
    shown = guide_rows_fit(rect, scale, len(rows))
    if shown < MIN_ROWS:
        return None
    row_h = _row_height(scale)
    head = theme.px(64, scale)
    panel = pygame.Rect(rect.x, rect.y, rect.w, head + shown * row_h + theme.px(14, scale))
    draw_panel(surface, panel, scale)
    pad = theme.px(24, scale)
    small = theme.font_px(theme.FONT_SMALL, scale)
    draw_text(surface, title, small, theme.GOLD, (panel.x + pad, panel.y + theme.px(18, scale)),
              "topleft")
    side = min(theme.px(theme.FARKLE_ICON_DIE, scale), row_h - theme.px(8, scale))
    gap = max(2, side // 5)
    y = panel.y + head
    for dice, points in rows[:shown]:
        draw_dice_row(surface, cache, dice, (panel.x + pad, y + (row_h - side) // 2), side, gap)
        draw_text(surface, format_int(points), small, theme.CREAM,
                  (panel.right - pad, y + row_h // 2), "midright", weight=BOLD)
        y += row_h
    return panel
