"""The stage's backdrop: the table under a staged moment, hushed into lit felt.

Under a stage the table must not read (no figure, label or red of it), yet the moment must
happen ON the table, never on a flat charcoal veil (critics hB20-24). :func:`backdrop` blurs
the table and levels it (its shapes faint, no light slab of paper) as
:func:`game.widgets.felt.hush` does, but lays the felt's own green back on it, warmed and
tinted with the acting player's seat colour (:func:`backdrop_colour`), under a vignette
(:func:`vignette`): the stage's centre lit, darker towards the window's edges, the darker
the rarer the moment. The picture is made once for a stage.
"""

from __future__ import annotations

import math

import pygame

from game import theme
from game.widgets.felt import HUSH_BLUR, HUSH_LEVEL
from game.widgets.seats import seat_colour

Colour = tuple[int, int, int]

WARM: Colour = (150, 104, 40)
"""The warm light the backdrop's felt is drawn towards (an amber lamp over the table)."""

WARMTH = 0.22
"""How far the felt's colour is drawn towards :data:`WARM`."""

SEAT_TINT = 0.2
"""How far the felt's colour is drawn towards the acting player's seat colour."""

CENTRE_KEEP = 0.42
"""At the stage's centre the backdrop keeps this share of its darkness's dimming (lit)."""

EDGE_DARKER = 1.45
"""At the window's corners the backdrop is dimmed this many times its darkness (clamped)."""

EDGE_FLOOR = 0.22
"""The darkest the vignette goes (a share of the felt's light kept at the corners)."""

SOFTEN = 8
"""The table's faint shapes are blurred this many blur cells wide (one cell is the hush's
:data:`~game.widgets.felt.HUSH_BLUR`): a paper edge fades over a few hundred pixels, never
a seam down the backdrop."""

FINE = 48
"""The vignette is drawn this many cells wide, then smoothly scaled up (it has no detail)."""


def _mix(a: Colour, b: Colour, share: float) -> Colour:
    """``a`` drawn ``share`` of the way towards ``b``."""
    return tuple(round(x + (y - x) * share) for x, y in zip(a, b, strict=True))  # type: ignore[return-value]


def backdrop_colour(seat: int | None) -> Colour:
    """The felt's colour under a stage: the table's green warmed by :data:`WARM`, tinted
    with ``seat``'s colour (None: the gold of no one's moment); still green (the felt, no
    red of the table in it)."""
    tint = seat_colour(seat) if seat is not None else theme.GOLD
    colour = _mix(_mix(theme.FELT, WARM, WARMTH), tint, SEAT_TINT)
    r, g, b = colour
    return (min(r, g - 8), g, b)  # the felt's green stays the leading hue


def vignette(size: tuple[int, int], centre: tuple[int, int], darkness: int
             ) -> pygame.Surface:
    """A multiplier (white keeps, black darkens) as large as ``size``: the dimming of
    ``darkness`` (0..255 of black) lightened to :data:`CENTRE_KEEP` of it at ``centre``,
    deepened to :data:`EDGE_DARKER` times it at the farthest corner, smoothly between."""
    w, h = size
    cells = (FINE, max(2, round(FINE * h / max(1, w))))
    small = pygame.Surface(cells)
    cx, cy = centre[0] * cells[0] / max(1, w), centre[1] * cells[1] / max(1, h)
    far = max(math.hypot(x - cx, y - cy) for x in (0, cells[0]) for y in (0, cells[1]))
    share = darkness / 255
    for y in range(cells[1]):
        for x in range(cells[0]):
            u = min(1.0, math.hypot(x + 0.5 - cx, y + 0.5 - cy) / max(1.0, far))
            u = u * u * (3 - 2 * u)
            dimming = share * (CENTRE_KEEP + (EDGE_DARKER - CENTRE_KEEP) * u)
            keep = max(EDGE_FLOOR if darkness else 1.0, 1 - dimming)
            grey = round(255 * keep)
            small.set_at((x, y), (grey, grey, grey))
    return pygame.transform.smoothscale(small, size)


def backdrop(surface: pygame.Surface, darkness: int, scale: float, centre: tuple[int, int],
             seat: int | None, felt: Colour | None = None) -> None:
    """Hush ``surface`` (the table) in place into the stage's backdrop: blurred and levelled
    (no figure, label or red reads; its shapes faint), the felt's warm, seat-tinted green
    laid back on it (``felt``: that colour instead, untinted: the end's), under a vignette of
    ``darkness`` lit at ``centre`` (0: no darkening)."""
    w, h = surface.get_size()
    step = max(2, theme.px(HUSH_BLUR, scale))
    size = (max(1, w // step), max(1, h // step))
    grey = pygame.transform.grayscale(pygame.transform.smoothscale(surface, size))
    coarse = (max(2, size[0] // SOFTEN), max(2, size[1] // SOFTEN))  # its shapes' edges
    grey = pygame.transform.smoothscale(pygame.transform.smoothscale(grey, coarse), size)
    # spread wide: no seam where the sheet's paper meets the felt (critic C67, x≈975)
    keep = round(0.12 * 256)  # the shapes kept faint (as the hush's levelling keeps them)
    grey.fill((keep, keep, keep), special_flags=pygame.BLEND_RGB_MULT)
    ground = pygame.Surface(size)
    ground.fill(felt or backdrop_colour(seat))
    ground.blit(grey, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    lift = round(HUSH_LEVEL * 0.12)  # the shapes about the felt's colour, not above it
    ground.fill((lift, lift, lift), special_flags=pygame.BLEND_RGB_SUB)
    surface.blit(pygame.transform.smoothscale(ground, (w, h)), (0, 0))
    if darkness > 0:
        surface.blit(vignette((w, h), centre, darkness), (0, 0),
                     special_flags=pygame.BLEND_RGB_MULT)

