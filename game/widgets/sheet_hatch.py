"""The sheet's hatching: a box the Joker does not allow now, one drawing for the Yams table's
sheet and for the "?" page's Joker card that teaches it (ruling S84, critic cA79: the hatched
boxes never appeared on the page)."""

from __future__ import annotations

import pygame

from game import theme, theme_table


def draw_hatch(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    """Draw the sheet's hatching in ``rect`` at ``scale``: a grey plate hatched in dark lines,
    closed at a glance on any column's tint (critic cA75)."""
    clip = surface.get_clip()
    surface.set_clip(rect.clip(clip) if clip else rect)
    pygame.draw.rect(surface, theme.SHEET_LOCKED_PLATE, rect, border_radius=theme.px(6, scale))
    step = max(theme_table.YAMS_HATCH_STEP_LEAST, theme.px(10, scale))
    line = max(theme_table.YAMS_HATCH_LINE_LEAST,
               theme.px(theme_table.YAMS_HATCH_LINE, scale))  # (seen at 1024)
    for x in range(rect.x - rect.h, rect.right, step):
        pygame.draw.line(surface, theme.SHEET_LOCKED, (x, rect.bottom), (x + rect.h, rect.y),
                         line)
    surface.set_clip(clip)
