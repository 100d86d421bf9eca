"""Icon art from game-icons.net (CC BY 3.0, ``assets/icons/CREDITS.txt``): the trophy of
the high-score boards and of the results' winner.

The icons ship as white SVG paths (``tools/make_icon_art.py``). :func:`icon` renders one at
the size asked (SDL_image draws the vectors at that size, so it stays sharp), tints it and
keeps it: nothing is loaded before a screen first draws an icon, so the menu's first frame
does not wait for them. A missing or unreadable icon draws nothing (the screens stay usable).
"""

from __future__ import annotations

import functools
import io
import re

import pygame

from game.resources import ResourceError, asset_path

ICON_NAMES = ("trophy-cup",)
"""Every icon under ``assets/icons`` (without ``.svg``)."""


@functools.lru_cache(maxsize=8)
def _svg_source(name: str) -> str:
    return asset_path("icons", f"{name}.svg").read_text(encoding="utf-8")


@functools.lru_cache(maxsize=48)  # a few icons at a few sizes and tints per window size
def icon(name: str, side: int, colour: tuple[int, int, int]) -> pygame.Surface | None:
    """Return the icon ``name`` drawn ``side`` pixels square in ``colour`` (None if missing)."""
    side = max(4, int(side))
    try:
        source = _svg_source(name)
    except (OSError, ResourceError):
        return None
    sized = re.sub(r'width="\d+" height="\d+"', f'width="{side}" height="{side}"', source,
                   count=1)
    try:
        image = pygame.image.load(io.BytesIO(sized.encode("utf-8")), f"{name}.svg")
    except (pygame.error, ValueError):
        return None
    if image.get_size() != (side, side):
        image = pygame.transform.smoothscale(image, (side, side))
    if pygame.display.get_surface() is not None:
        image = image.convert_alpha()
    tinted = image.copy()
    tinted.fill((*colour, 255), special_flags=pygame.BLEND_RGBA_MULT)
    return tinted


def draw_icon(surface: pygame.Surface, name: str, side: int, colour: tuple[int, int, int],
              centre: tuple[int, int], shadow: int = 0) -> pygame.Rect:
    """Draw the icon ``name`` centred on ``centre`` (with a soft dark copy ``shadow`` pixels
    down-right when asked); return where it went (an empty rect when it is missing)."""
    image = icon(name, side, colour)
    if image is None:
        return pygame.Rect(centre, (0, 0))
    rect = image.get_rect(center=centre)
    if shadow:
        dark = icon(name, side, (0, 0, 0))
        if dark is not None:
            dark.set_alpha(110)
            surface.blit(dark, rect.move(shadow, shadow))
            dark.set_alpha(None)
    surface.blit(image, rect)
    return rect
