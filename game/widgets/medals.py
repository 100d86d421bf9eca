"""Medals for the first three places of a board: a big gold, silver or bronze disc with its
place written on it, a shine and the tails of its ribbon (drawn shapes, so they read at
every size)."""

from __future__ import annotations

import pygame

from game import theme
from game.widgets import layout_record
from game.widgets.text import BOLD, draw_text

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


TWIN_SHRINK = 0.8
"""A tied place's two medals: each disc this share of a lone medal's radius..."""
TWIN_SPREAD = 0.3
"""...their centres this share of the square either side of its middle (the back one higher:
two medals standing together, round 82, hK93, critic cB81: the "=3" disc read odd)."""


def medal_discs(centre: tuple[int, int], height: int,
                tied: bool = False) -> list[tuple[tuple[int, int], int]]:
    """Where the medal's discs stand in its square ``height`` across centred on ``centre``,
    back to front, each (its centre, its radius): one, or a tied place's pair side by side."""
    d = max(12, height)
    x, y = centre
    r = max(6, round(d * 0.43))
    disc = (x, y - round(d * 0.06))
    if not tied:
        return [(disc, r)]
    small = max(5, round(r * TWIN_SHRINK))
    shift = round(d * TWIN_SPREAD)
    shift = min(shift, d // 2 - small)  # (both inside the square)
    return [((x - shift, disc[1] - round(d * 0.04)), small), ((x + shift, disc[1]), small)]


def _disc(surface: pygame.Surface, place: int, disc: tuple[int, int], r: int, d: int,
          numeral_px: int) -> None:
    """One disc of ``place``'s medal: its rim, its face, an engraved ring, a shine along its
    upper left and its place written on it (none at ``numeral_px`` 0: a tied pair's back
    disc, whose numeral peeked beside the front one's as "22" on a small medal)."""
    face, rim = MEDAL_COLOURS[place]
    pygame.draw.circle(surface, rim, disc, r)
    inner = max(2, r - max(2, d // 12))
    pygame.draw.circle(surface, face, disc, inner)
    pygame.draw.circle(surface, rim, disc, max(2, round(inner * 0.8)), max(1, d // 30))
    shine = pygame.Surface((2 * inner, 2 * inner), pygame.SRCALPHA)
    arc = pygame.Rect(0, 0, 2 * inner, 2 * inner).inflate(-max(2, d // 10), -max(2, d // 10))
    pygame.draw.arc(shine, (255, 255, 255, 170), arc, 1.75, 3.0, max(2, d // 16))
    surface.blit(shine, (disc[0] - inner, disc[1] - inner))
    if numeral_px:
        draw_text(surface, str(place), numeral_px, MEDAL_TEXT,
                  (disc[0], disc[1] + max(1, d // 40)), weight=BOLD)


def draw_medal(surface: pygame.Surface, place: int, centre: tuple[int, int],
               height: int, tied: bool = False) -> pygame.Rect:
    """Draw the medal of ``place`` (1–3) in a square ``height`` pixels across centred on
    ``centre``: the two tails of its ribbon (red and blue, notched) reaching the square's
    lower corners from behind the disc, the disc with its rim, an engraved ring, a shine
    along its upper left and its place written big on it; a tied place (``tied``) two such
    medals side by side, the back one a little higher, the front one saying the place
    (round 82, hK93, ruling S111 2.: a shared place read at a glance; the "=3" disc read
    odd, critic cB81); return the square (recorded as a "medal" for the layout check:
    nothing else lies on it)."""
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
    discs = medal_discs(centre, height, tied)
    lone = medal_discs(centre, height)[0][1]  # (a lone medal's numeral on each disc: a
    numeral_px = max(NUMERAL_LEAST, round(lone * 1.3))  # tie's as big as its peers', hS51)
    for i, (disc, r) in enumerate(discs):
        if tied:  # a dark edge parts the front disc from the back one
            pygame.draw.circle(surface, MEDAL_TEXT, disc, r + max(1, d // 40))
        _disc(surface, place, disc, r, d, numeral_px if i == len(discs) - 1 else 0)
    square = pygame.Rect(x - half, y - half, 2 * half, 2 * half)
    if layout_record.ON:
        layout_record.panel(surface, square, "medal")
    return square
