"""The Yams table's kept row as a rack (round 76, hI76, critics cZ75, cF75a: "five empty slots
at a turn's start", the waiting table read as empty): one wooden rail at the row's one
rectangle (docs/SCREEN_RULINGS.md S1), its five places pockets hollowed into its wood,
the same object in every beat of both turns. A kept die sits in its pocket; an empty pocket is
shaded under its top edge (:func:`game.views.yams_views.draw_held_slots`).

- :func:`draw_rack`: the rail, its shadow and its five pockets, drawn once per size;
- :func:`shadow_drop`: how far under the rail its shadow reaches (the felt under it starts
  there).
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game import theme
from game.theme_table import (
    YAMS_RACK_LIT,
    YAMS_RACK_POCKET,
    YAMS_RACK_POCKET_WOOD,
    YAMS_RACK_RADIUS,
    YAMS_RACK_SHADOW,
    YAMS_RACK_SHADOW_DROP,
)
from game.widgets.button import blend
from game.widgets.surface_cache import SurfaceCache

Colour = tuple[int, int, int]

_RACKS: SurfaceCache[tuple[object, ...]] = SurfaceCache(max_bytes=2**22, max_items=8)
"""The rack's pictures (by size, pocket places, die side, scale)."""


def _grain(w: int, h: int, lit: Colour, wood: Colour, dark: Colour) -> pygame.Surface:
    """The rail's wood down its height: a lit top face, the wood, darker toward its foot."""
    layer = pygame.Surface((w, h), pygame.SRCALPHA)
    top = max(2, round(h * YAMS_RACK_LIT))
    for y in range(h):
        if y < top:
            colour = blend(lit, wood, y / top)
        else:
            colour = blend(wood, dark, ((y - top) / max(1, h - top)) ** 1.6)
        layer.fill((*colour, 255), pygame.Rect(0, y, w, 1))
    return layer


def shadow_drop(side: int) -> int:
    """How far under the rack (for dice of ``side`` pixels) its shadow reaches, pixels."""
    return max(2, round(side * YAMS_RACK_SHADOW_DROP))


def _rack(size: tuple[int, int], pockets: tuple[int, ...], side: int,
          scale: float) -> pygame.Surface:
    """The rack ``size`` wide and high, its pockets centred at ``pockets`` (x in it), for dice
    of ``side``: its shadow under it (the picture is as much taller), then the rail."""
    w, h = size
    drop = shadow_drop(side)
    radius = max(3, round(side * YAMS_RACK_RADIUS))
    art = pygame.Surface((w, h + drop), pygame.SRCALPHA)
    pygame.draw.rect(art, (0, 0, 0, YAMS_RACK_SHADOW), (0, drop, w, h), border_radius=radius)
    rail = _grain(w, h, theme.WOOD_LIGHT, theme.WOOD, theme.WOOD_DARK)
    shape = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(shape, (255, 255, 255, 255), shape.get_rect(), border_radius=radius)
    rail.blit(shape, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    art.blit(rail, (0, 0))
    pygame.draw.rect(art, theme.GOLD_DARK, (0, 0, w, h), max(1, theme.px(2, scale)),
                     border_radius=radius)
    pocket = max(4, round(side * YAMS_RACK_POCKET))
    corner = max(2, round(pocket * 0.2))
    edge = max(1, theme.px(2, scale))
    for x in pockets:
        place = pygame.Rect(0, 0, pocket, pocket)
        place.center = (x, h // 2)
        # the pocket's lip: the wood's dark cut round it, lit on its lower edge
        pygame.draw.rect(art, theme.WOOD_LIGHT, place.inflate(2 * edge, 2 * edge).move(0, edge),
                         border_radius=corner + edge)
        pygame.draw.rect(art, theme.WOOD_DARK, place.inflate(2 * edge, 2 * edge),
                         border_radius=corner + edge)
        pygame.draw.rect(art, YAMS_RACK_POCKET_WOOD, place, border_radius=corner)
    return art


def draw_rack(surface: pygame.Surface, band: pygame.Rect, centres: Sequence[float], side: int,
              scale: float) -> None:
    """The kept row's rack in ``band`` (the row's one rectangle), its pockets centred on the
    row's places ``centres`` (x, window pixels), for dice of ``side`` pixels."""
    pockets = tuple(round(x) - band.x for x in centres)
    key = (band.size, pockets, side, scale)
    art = _RACKS.get(key)
    if art is None:  # (drawn once per size, not every frame)
        art = _rack(band.size, pockets, side, scale)
        _RACKS.put(key, art)
    surface.blit(art, band.topleft)
