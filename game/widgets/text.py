"""Cached text rendering with pygame's default font (it covers Romanian diacritics).

Rendered surfaces are cached by (text, size, colour) and converted for fast blitting, so
an idle screen redraws its words for the cost of a blit. Both caches are bounded (least
recently used first out): rendered text by ``theme.TEXT_CACHE_BYTES``, fonts by
``theme.FONT_CACHE_ITEMS``.
"""

from __future__ import annotations

from collections import OrderedDict

import pygame

from game import theme
from game.widgets.surface_cache import SurfaceCache

_FONTS: OrderedDict[int, pygame.font.Font] = OrderedDict()
_SURFACES: SurfaceCache[tuple[str, int, tuple[int, ...]]] = SurfaceCache(
    theme.TEXT_CACHE_BYTES, theme.TEXT_CACHE_ITEMS)

ANCHORS = ("center", "midleft", "midright", "midtop", "midbottom", "topleft", "topright",
           "bottomleft", "bottomright")
"""Rect attribute names accepted by :func:`draw_text`'s ``anchor``."""


def font(size: int) -> pygame.font.Font:
    """Return pygame's default font at ``size`` pixels (cached)."""
    cached = _FONTS.get(size)
    if cached is None:
        if not pygame.font.get_init():
            pygame.font.init()
        cached = _FONTS[size] = pygame.font.Font(None, size)
        while len(_FONTS) > theme.FONT_CACHE_ITEMS:
            _FONTS.popitem(last=False)
    else:
        _FONTS.move_to_end(size)
    return cached


def render(text: str, size: int, colour: tuple[int, ...]) -> pygame.Surface:
    """Return ``text`` rendered anti-aliased at ``size`` in ``colour`` (cached)."""
    key = (text, size, tuple(colour))
    surface = _SURFACES.get(key)
    if surface is None:
        surface = font(size).render(text, True, colour)
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            surface = surface.convert_alpha()
        _SURFACES.put(key, surface)
    return surface


def text_size(text: str, size: int) -> tuple[int, int]:
    """Return the pixel size ``text`` would take at font ``size``."""
    return font(size).size(text)


def fit_size(text: str, size: int, max_width: int) -> int:
    """Return the largest font size ≤ ``size`` at which ``text`` fits in ``max_width``."""
    while size > theme.FONT_MIN and font(size).size(text)[0] > max_width:
        size = max(theme.FONT_MIN, int(size * 0.92))
    return size


def draw_text(
    surface: pygame.Surface,
    text: str,
    size: int,
    colour: tuple[int, ...],
    pos: tuple[int, int],
    anchor: str = "center",
    *,
    shadow: int = 0,
    max_width: int | None = None,
) -> pygame.Rect:
    """Draw ``text`` with its ``anchor`` point at ``pos``; return the rect it covers.

    ``shadow`` draws a dark copy offset by that many pixels; ``max_width`` shrinks the
    font until the text fits.
    """
    if max_width is not None:
        size = fit_size(text, size, max_width)
    image = render(text, size, colour)
    rect = image.get_rect(**{anchor: pos})
    if shadow:
        dark = render(text, size, theme.SHADOW)
        dark.set_alpha(theme.SHADOW_ALPHA)
        surface.blit(dark, rect.move(shadow, shadow))
        dark.set_alpha(None)
    surface.blit(image, rect)
    return rect


def wrap(text: str, size: int, max_width: int) -> list[str]:
    """Split ``text`` into lines no wider than ``max_width`` at font ``size``."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        words = paragraph.split(" ")
        line = ""
        for word in words:
            candidate = f"{line} {word}" if line else word
            if line and font(size).size(candidate)[0] > max_width:
                lines.append(line)
                line = word
            else:
                line = candidate
        lines.append(line)
    return lines


def clear_cache() -> None:
    """Forget every rendered surface (after the display mode changes)."""
    _SURFACES.clear()


def reset() -> None:
    """Forget fonts and surfaces: required after ``pygame.quit()`` (old fonts would crash)."""
    _SURFACES.clear()
    _FONTS.clear()
