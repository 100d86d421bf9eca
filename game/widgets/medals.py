"""Medals for the first three places of a board: a big gold, silver or bronze disc with its
place written on it (drawn shapes, so they read at every size)."""

from __future__ import annotations

import pygame

from game import theme
from game.widgets.text import BOLD, draw_text

MEDAL_COLOURS = {1: ((244, 200, 72), (170, 122, 24)), 2: ((214, 220, 228), (126, 134, 146)),
                 3: ((214, 140, 82), (134, 76, 36))}
"""Face and rim colours of the medal of each place (gold, silver, bronze)."""
MEDAL_TEXT = (58, 40, 12)
"""The place written on the disc (dark on every face)."""


def has_medal(place: int) -> bool:
    """True for the places that get a medal (the first three)."""
    return place in MEDAL_COLOURS


PODIUM_WASH_ALPHA = 40
"""How strongly a podium row is washed in its medal's colour (the text stays AA on it)."""


def draw_podium_band(surface: pygame.Surface, rect: pygame.Rect, place: int,
                     scale: float) -> None:
    """A board row of the first three places as a step of a podium: washed in its medal's
    colour, with a bar of that colour along its left edge."""
    face, _ = MEDAL_COLOURS[place]
    radius = theme.px(8, scale)
    wash = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(wash, (*face, PODIUM_WASH_ALPHA), wash.get_rect(), border_radius=radius)
    surface.blit(wash, rect)
    bar = pygame.Rect(rect.x, rect.y + 2, max(3, theme.px(6, scale)), rect.h - 4)
    pygame.draw.rect(surface, face, bar, border_radius=bar.w // 2)


def draw_medal(surface: pygame.Surface, place: int, centre: tuple[int, int],
               height: int) -> pygame.Rect:
    """Draw the medal of ``place`` (1–3): a disc ``height`` pixels across centred on
    ``centre``, its rim, an engraved ring and its place written big on it (no ribbon: it
    reads at a glance in a row); return its bounding rect."""
    face, rim = MEDAL_COLOURS[place]
    d = max(12, height)
    r = d // 2
    x, y = centre
    pygame.draw.circle(surface, rim, centre, r)
    inner = max(2, r - max(2, d // 12))
    pygame.draw.circle(surface, face, centre, inner)
    pygame.draw.circle(surface, rim, centre, max(2, round(inner * 0.8)), max(1, d // 30))
    shine = (x - inner // 2, y - inner // 2)
    pygame.draw.circle(surface, (255, 255, 255), shine, max(1, inner // 6))
    draw_text(surface, str(place), max(theme.FONT_MIN, round(r * 1.25)), MEDAL_TEXT,
              (x, y + max(1, d // 40)), weight=BOLD)
    return pygame.Rect(x - r, y - r, 2 * r, 2 * r)
