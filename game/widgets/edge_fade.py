"""The fades at a scrolled page's cut edges: a band from transparent to the panel's colour,
so a line cut by an edge melts into the panel instead of being cut in half."""

from __future__ import annotations

import pygame

_FADES: dict[tuple[int, int, tuple[int, int, int], bool], pygame.Surface] = {}


def edge_fade(width: int, height: int, colour: tuple[int, int, int],
              downwards: bool) -> pygame.Surface:
    """A band ``width`` × ``height`` going from transparent to ``colour`` (downwards: opaque
    at the bottom), cached (a few window sizes)."""
    key = (width, height, colour, downwards)
    band = _FADES.get(key)
    if band is None:
        if len(_FADES) >= 8:
            _FADES.clear()
        band = pygame.Surface((max(1, width), max(1, height)), pygame.SRCALPHA)
        for row in range(height):
            t = (row + 1) / height if downwards else (height - row) / height
            band.fill((*colour, round(255 * t ** 1.5)), pygame.Rect(0, row, width, 1))
        _FADES[key] = band
    return band


def draw_edge_fades(surface: pygame.Surface, viewport: pygame.Rect, height: int,
                    colour: tuple[int, int, int], *, top: bool, bottom: bool) -> None:
    """Fade the text at the viewport's top (content above it) and bottom (content below):
    the line cut by an edge melts into the panel (``colour``) instead of being cut in half."""
    height = max(2, min(height, viewport.h // 4))
    if top:
        surface.blit(edge_fade(viewport.w, height, colour, False), viewport.topleft)
    if bottom:
        surface.blit(edge_fade(viewport.w, height, colour, True),
                     (viewport.x, viewport.bottom - height))
