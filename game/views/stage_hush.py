"""The felt hushed under a lesser stage's words: a soft, feathered oval, blurred and darker
than the rest of the dimmed table, its edge melting into it (no straight edge of a box slices
the score sheet or the standings). The oval is made once for a size (:func:`soft_oval`)."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game import theme
from game.widgets.felt import hush

WORDS_HUSH = 110
"""How much darker (0..255 of black), and blurred, the felt under a lesser stage's words
grows than the rest of its table (no label reads through them there)."""

INNER = 1.04
"""The oval hushed whole: its half-axes this many times the words' block's half-sides (the
block's straight sides lie inside it)."""

FEATHER = 100
"""Reference pixels past that oval over which the hush melts into the table."""

HUSHED = 0.5
"""A point is hushed (no label reads there) where the hush is at least this strong."""

FINE = 4
"""The oval is drawn this many times smaller, then smoothly scaled up (it has no detail)."""


def feather_px(scale: float) -> int:
    """The feather's width in pixels at the window's ``scale``."""
    return max(8, theme.px(FEATHER, scale))


def strength(block: pygame.Rect, feather: int, point: tuple[float, float]) -> float:
    """How strong the hush is at ``point`` (1: whole, 0: none) for words in ``block``: whole
    inside the oval :data:`INNER` times the block's half-sides, melting (smoothly) to none
    ``feather`` pixels past it, along every ray from the block's centre."""
    a, b = max(1.0, block.w * INNER / 2), max(1.0, block.h * INNER / 2)
    dx, dy = point[0] - block.centerx, point[1] - block.centery
    d = math.hypot(dx, dy)
    if d < 1e-6:
        return 1.0
    r_in = math.hypot(dx / a, dy / b)
    if r_in <= 1:
        return 1.0
    r_out = math.hypot(dx / (a + feather), dy / (b + feather))
    if r_out >= 1:
        return 0.0
    t = (d - d / r_in) / max(1e-6, d / r_out - d / r_in)
    return 1 - t * t * (3 - 2 * t)


def oval_rect(block: pygame.Rect, feather: int) -> pygame.Rect:
    """Everything the hush under ``block`` reaches (the oval and its feather)."""
    w = round(block.w * INNER) + 2 * feather
    h = round(block.h * INNER) + 2 * feather
    return pygame.Rect(0, 0, w, h).move(block.centerx - w // 2, block.centery - h // 2)


@lru_cache(maxsize=8)
def soft_oval(size: tuple[int, int], feather: int) -> pygame.Surface:
    """The hush's shape for a words' block of ``size`` (made once per size): white, its
    alpha the hush's :func:`strength`, as large as :func:`oval_rect`."""
    block = pygame.Rect(0, 0, *size)
    outer = oval_rect(block, feather)
    small = (max(2, outer.w // FINE), max(2, outer.h // FINE))
    mask = pygame.Surface(small, pygame.SRCALPHA)
    for y in range(small[1]):
        py = outer.y + (y + 0.5) * outer.h / small[1]
        for x in range(small[0]):
            px = outer.x + (x + 0.5) * outer.w / small[0]
            mask.set_at((x, y), (255, 255, 255, round(255 * strength(block, feather,
                                                                       (px, py)))))
    return pygame.transform.smoothscale(mask, outer.size)


def hush_under(dimmed: pygame.Surface, block: pygame.Rect, scale: float) -> None:
    """Blur and darken ``dimmed`` under ``block`` by :data:`WORDS_HUSH` in a soft oval,
    melting into the table around it (no edge of a box)."""
    if block.w < 4 or block.h < 4:
        return
    feather = feather_px(scale)
    outer = oval_rect(block, feather)
    shown = outer.clip(dimmed.get_rect())
    if shown.w < 2 or shown.h < 2:
        return
    piece = dimmed.subsurface(shown).copy()
    hush(piece, WORDS_HUSH, scale)
    soft = pygame.Surface(shown.size, pygame.SRCALPHA)
    soft.blit(piece, (0, 0))
    oval = soft_oval(block.size, feather)
    soft.blit(oval, (outer.x - shown.x, outer.y - shown.y),
              special_flags=pygame.BLEND_RGBA_MULT)
    dimmed.blit(soft, shown)


def hushes(block: pygame.Rect, scale: float, rect: pygame.Rect) -> bool:
    """True when all of ``rect`` is hushed under words in ``block`` (its corners are, and
    the hush only weakens outwards)."""
    feather = feather_px(scale)
    corners = (rect.topleft, (rect.right, rect.top), (rect.left, rect.bottom),
               (rect.right, rect.bottom))
    return all(strength(block, feather, point) >= HUSHED for point in corners)
