"""The illustration of a menu game card, drawn in code: a patch of felt lit from above in
the game's accent, its dice large and tilted, lying as a throw (the back ones smaller and
higher, overlapping the front ones), each on its own soft shadow; the dice that score glow
in the accent under them.

:func:`art_spots` says where each die lies in the card's art area; :func:`felt_patch`,
:func:`contact_shadow` and :func:`score_glow` are the pictures, drawn once per size."""

from __future__ import annotations

import functools

import pygame

from game import theme
from game.widgets.button import blend

DIE_OF_HEIGHT = 0.64
"""A front die's side over the art area's height (tilted, it nearly fills it)."""
BACK_SCALE = 0.84
"""A die lying further back: this share of a front die's side, and higher up."""
ART_WIDTH = 0.9
"""The share of the art area's width the dice span from the first to the last."""
PATCH_CENTRE_LIGHT = 0.34
"""How far the patch's lit centre goes from its dark rim towards the felt's light."""


def art_spots(band: pygame.Rect, count: int, arrangement: str) -> list[pygame.Rect]:
    """Where each of ``count`` dice lies in ``band`` (unturned squares, inside it): a row
    spanning :data:`ART_WIDTH` of it, the dice as big as its height allows (overlapping
    when many), every other one further back (smaller, higher); ``"arc"`` fans them,
    the middle one highest."""
    if count <= 0 or band.w <= 0 or band.h <= 0:
        return []
    side = max(4, round(band.h * DIE_OF_HEIGHT))
    span = band.w * ART_WIDTH
    step = min(side * 1.12, (span - side) / max(1, count - 1))
    x0 = band.centerx - round(side + step * (count - 1)) // 2
    spots = []
    middle = (count - 1) / 2
    for i in range(count):
        back = arrangement != "arc" and i % 2 == 1
        s = round(side * BACK_SCALE) if back else side
        cx = round(x0 + side / 2 + i * step)
        if arrangement == "arc" and middle:  # a fan: the middle die highest, the ends lower
            lift = 1 - ((i - middle) / middle) ** 2
            cy = band.bottom - side // 2 - round((band.h - side) * (0.15 + 0.7 * lift))
        else:
            cy = band.y + s // 2 + round((band.h - s) * (0.25 if back else 0.8))
        rect = pygame.Rect(0, 0, s, s)
        rect.center = (cx, cy)
        spots.append(rect.clamp(band))
    return spots


def draw_order(spots: list[pygame.Rect]) -> list[int]:
    """The dice drawn back to front: the higher (further) ones first."""
    return sorted(range(len(spots)), key=lambda i: (spots[i].bottom, i))


@functools.lru_cache(maxsize=8)
def felt_patch(size: tuple[int, int], accent: tuple[int, int, int],
               radius: int) -> pygame.Surface:
    """A rounded patch of felt ``size`` tinted with ``accent``: dark at its rim, lit in an
    oval towards its middle (a lamp over the table)."""
    w, h = max(1, size[0]), max(1, size[1])
    rim = blend(theme.FELT_DARK, accent, 0.16)
    lit = blend(blend(theme.FELT, theme.FELT_LIGHT, 0.6), accent, 0.18)
    patch = pygame.Surface((w, h), pygame.SRCALPHA)
    patch.fill((*rim, 255))
    steps = 14
    for k in range(steps):  # concentric ovals, each lighter towards the middle
        share = 1 - k / steps
        oval = pygame.Rect(0, 0, round(w * (0.35 + 0.9 * share)), round(h * (0.5 + 0.9 * share)))
        oval.center = (w // 2, round(h * 0.45))
        colour = blend(rim, lit, PATCH_CENTRE_LIGHT + (1 - PATCH_CENTRE_LIGHT) * (1 - share))
        pygame.draw.ellipse(patch, (*colour, 255), oval)
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    patch.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return patch


@functools.lru_cache(maxsize=16)
def contact_shadow(side: int) -> pygame.Surface:
    """The soft dark oval a die of ``side`` casts on the felt under it."""
    w, h = max(2, round(side * 1.25)), max(2, round(side * 0.42))
    shadow = pygame.Surface((w, h), pygame.SRCALPHA)
    steps = 6
    for k in range(steps):  # darker towards the middle
        share = 1 - k / steps
        oval = pygame.Rect(0, 0, max(1, round(w * share)), max(1, round(h * share)))
        oval.center = (w // 2, h // 2)
        pygame.draw.ellipse(shadow, (0, 0, 0, 26), oval)
    return shadow


@functools.lru_cache(maxsize=16)
def score_glow(side: int, accent: tuple[int, int, int]) -> pygame.Surface:
    """The accent's soft glow under a die of ``side`` that scores."""
    d = max(2, round(side * 1.3))
    glow = pygame.Surface((d, d), pygame.SRCALPHA)
    steps = 8
    for k in range(steps):
        share = 1 - k / steps
        pygame.draw.circle(glow, (*accent, 30), (d // 2, d // 2), max(1, round(d / 2 * share)))
    return glow


def forget() -> None:
    """Drop the pictures (after a change of display mode)."""
    felt_patch.cache_clear()
    contact_shadow.cache_clear()
    score_glow.cache_clear()
