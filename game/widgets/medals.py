"""Medals for the first three places of a board: a gold, silver or bronze disc on a ribbon,
with its place written on it (drawn shapes, so they read at every size)."""

from __future__ import annotations

import pygame

from game import theme
from game.widgets.text import BOLD, draw_text

MEDAL_COLOURS = {1: ((244, 200, 72), (170, 122, 24)), 2: ((214, 220, 228), (126, 134, 146)),
                 3: ((214, 140, 82), (134, 76, 36))}
"""Face and rim colours of the medal of each place (gold, silver, bronze)."""
RIBBON_COLOURS = ((176, 54, 44), (44, 84, 148))
"""The ribbon's two bands."""
MEDAL_TEXT = (58, 40, 12)
"""The place written on the disc (dark on every face)."""


def has_medal(place: int) -> bool:
    """True for the places that get a medal (the first three)."""
    return place in MEDAL_COLOURS


def draw_medal(surface: pygame.Surface, place: int, centre: tuple[int, int],
               height: int) -> pygame.Rect:
    """Draw the medal of ``place`` (1–3), ``height`` pixels tall (ribbon and disc), centred on
    ``centre``; return its bounding rect."""
    face, rim = MEDAL_COLOURS[place]
    h = max(12, height)
    x, y = centre
    top = y - h // 2
    disc_r = round(h * 0.4)
    disc_c = (x, top + h - disc_r)
    band_w = max(3, round(h * 0.2))
    ribbon_bottom = disc_c[1] - disc_r + max(2, h // 12)
    for side, colour in ((-1, RIBBON_COLOURS[0]), (1, RIBBON_COLOURS[1])):
        outer = x + side * round(h * 0.3)
        pygame.draw.polygon(surface, colour, [(outer - band_w // 2, top), (outer + band_w // 2,
                                                                           top),
                                              (x + side * band_w // 3, ribbon_bottom),
                                              (x - side * band_w // 3, ribbon_bottom)])
    pygame.draw.circle(surface, rim, disc_c, disc_r)
    pygame.draw.circle(surface, face, disc_c, max(2, disc_r - max(2, h // 14)))
    shine = (disc_c[0] - disc_r // 3, disc_c[1] - disc_r // 3)
    pygame.draw.circle(surface, (255, 255, 255), shine, max(1, disc_r // 5))
    draw_text(surface, str(place), max(theme.FONT_MIN, round(disc_r * 1.8)), MEDAL_TEXT, disc_c,
              weight=BOLD)
    return pygame.Rect(x - disc_r, top, 2 * disc_r, h)
