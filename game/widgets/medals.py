"""Medals for the first three places of a board: a big gold, silver or bronze disc with its
place written on it, a shine and the tails of its ribbon (drawn shapes, so they read at
every size)."""

from __future__ import annotations

import pygame

from game import theme
from game.widgets import layout_record
from game.widgets.text import BOLD, draw_text, fit_size

MEDAL_COLOURS = {1: ((244, 200, 72), (170, 122, 24)), 2: ((214, 220, 228), (126, 134, 146)),
                 3: ((214, 140, 82), (134, 76, 36))}
"""Face and rim colours of the medal of each place (gold, silver, bronze)."""
MEDAL_TEXT = (58, 40, 12)
"""The place written on the disc (dark on every face)."""
NUMERAL_LEAST = 25
"""A medal's numeral at least (layout size: 18 px of em), read at a glance on the smallest
window (hS25: 14 px at 1024×600)."""
RIBBON_COLOURS = ((196, 50, 56), (46, 86, 168))
"""The two tails of a medal's ribbon (left, right): red and blue, as a medal's ribbon."""


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
               height: int, tied: bool = False) -> pygame.Rect:
    """Draw the medal of ``place`` (1–3) in a square ``height`` pixels across centred on
    ``centre``: the two tails of its ribbon (red and blue, notched) reaching the square's
    lower corners from behind the disc, the disc with its rim, an engraved ring, a shine
    along its upper left and its place written big on it ("=3" when ``tied``: the place
    shared said by the medal, hS51); return the square (recorded as a "medal" for the
    layout check: nothing else lies on it)."""
    face, rim = MEDAL_COLOURS[place]
    d = max(12, height)
    x, y = centre
    half = d // 2
    for side, colour in ((-1, RIBBON_COLOURS[0]), (1, RIBBON_COLOURS[1])):
        end = (x + side * half, y + half)  # a tail from behind the disc to a lower corner
        notch = (x + side * round(d * 0.36), y + round(d * 0.36))
        tail = [(x + side * round(d * 0.06), y), (x + side * round(d * 0.3), y - round(d * 0.1)),
                (end[0], end[1] - round(d * 0.2)), notch, (end[0] - side * round(d * 0.2),
                                                          end[1])]
        pygame.draw.polygon(surface, colour, tail)
    r = max(6, round(d * 0.43))
    disc = (x, y - round(d * 0.06))
    pygame.draw.circle(surface, rim, disc, r)
    inner = max(2, r - max(2, d // 12))
    pygame.draw.circle(surface, face, disc, inner)
    if not tied:  # (a tied medal's two glyphs take the face the engraved ring would)
        pygame.draw.circle(surface, rim, disc, max(2, round(inner * 0.8)), max(1, d // 30))
    shine = pygame.Surface((2 * inner, 2 * inner), pygame.SRCALPHA)
    arc = pygame.Rect(0, 0, 2 * inner, 2 * inner).inflate(-max(2, d // 10), -max(2, d // 10))
    pygame.draw.arc(shine, (255, 255, 255, 170), arc, 1.75, 3.0, max(2, d // 16))
    surface.blit(shine, (disc[0] - inner, disc[1] - inner))
    numeral = f"={place}" if tied else str(place)
    numeral_px = max(NUMERAL_LEAST, round(r * 1.3))
    if tied:  # (two glyphs across the face)
        numeral_px = max(NUMERAL_LEAST, fit_size(numeral, numeral_px, round(inner * 1.85),
                                                 BOLD))  # (never under the plain numerals':
        # round 74, hN77: a 24 px medal at 1024x600 set "=3" at the floor, under its peers)
    draw_text(surface, numeral, numeral_px, MEDAL_TEXT,
              (disc[0], disc[1] + max(1, d // 40)), weight=BOLD)
    square = pygame.Rect(x - half, y - half, 2 * half, 2 * half)
    if layout_record.ON:
        layout_record.panel(surface, square, "medal")
    return square
