"""A full card's TOTAL said in the table (ruling S8, round 73): the flourish on its player's
standings row while the TOTAL cell counts (:func:`game.flow.moments.total_flourish` says
whose and how far). A gold wash that swells and fades, a gold frame, and a band of light
sweeping across the row in step with the one crossing the TOTAL cell: no veil, no stamp.
"""

from __future__ import annotations

import math

import pygame

from game import theme

WASH_ALPHA = 70
"""The gold wash's strongest alpha under the row (its words stay cream on it)."""
FRAME_ALPHA = 230
"""The gold frame's strongest alpha round the row."""
SWELL = 0.1
"""The part of the count the flourish takes to light up."""
FADE = 0.75
"""Where in the count it starts to fade (the figure lands, the cell pops, by the end)."""


def strength(progress: float) -> float:
    """How lit the flourish is ``progress`` (0..1) into the TOTAL's count: it swells at
    once, holds while the figure counts and fades as the figure lands."""
    p = max(0.0, min(1.0, progress))
    if p < SWELL:
        return p / SWELL
    return 1.0 if p < FADE else (1 - p) / (1 - FADE)


def sweep_at(progress: float) -> float:
    """Where the band of light is across the row (0..1; outside: none), the TOTAL cell's
    own sweep's clock (:func:`game.views.yams_moments.draw_counters`)."""
    return (progress - 0.15) / 0.6


def draw_row_flourish(surface: pygame.Surface, rect: pygame.Rect, progress: float,
                      scale: float) -> None:
    """The flourish over the standings row ``rect`` at ``progress`` of the TOTAL's count."""
    lit = strength(progress)
    if lit <= 0 or rect.w <= 0 or rect.h <= 0:
        return
    radius = theme.px(10, scale)
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (*theme.GOLD, round(WASH_ALPHA * lit)), layer.get_rect(),
                     border_radius=radius)
    pygame.draw.rect(layer, (*theme.GOLD, round(FRAME_ALPHA * lit)), layer.get_rect(),
                     max(1, theme.px(2, scale)), border_radius=radius)
    u = sweep_at(progress)
    if 0 < u < 1:
        band = max(8, rect.w // 9)
        x = round(-band - rect.h + (rect.w + 2 * band + rect.h) * u)
        light = pygame.Surface(rect.size, pygame.SRCALPHA)
        for i in range(band):
            alpha = round(110 * math.sin(math.pi * i / band))
            pygame.draw.line(light, (255, 240, 190, alpha), (x + i, rect.h),
                             (x + i + rect.h, 0), 2)
        mask = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
        light.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        layer.blit(light, (0, 0))
    surface.blit(layer, rect)
