"""The illustration of a menu game card, drawn in code: a patch of felt lit from above in
the game's accent, its dice large and tilted, lying as a throw (the back ones smaller and
higher, overlapping the front ones), each on its own soft shadow; the dice that score glow
in the accent under them.

:func:`art_spots` says where each die lies in the card's art area; :func:`felt_patch`,
:func:`contact_shadow` and :func:`score_glow` are the pictures, drawn once per size."""

from __future__ import annotations

import functools
import math

import pygame

from game import theme
from game.widgets.button import blend
from game.widgets.dice_render import SHADOW_OFFSET

BACK_SCALE = 0.84
"""A die lying further back in a row: this share of a front die's side, and higher up."""
ART_MARGIN = 0.09
"""The even margin round the dice inside the art area, a share of its height (hS23: the Yams
dice nearly touched its edges)."""
DICE_GAP = 0.06
"""The least room between two dice's pictures, a share of a front die's side (hS23: 10 000's
dice overlapped each other)."""
GAP_MOST = 0.45
"""The most room between two dice's pictures (a share of a front die's side): a wide area
leaves its dice a throw, not a line of spaced stamps."""
ARC_LIFT = 0.22
"""How much higher the middle die of an arc stands than its ends, a share of a die's side."""
PATCH_CENTRE_LIGHT = 0.34
"""How far the patch's lit centre goes from its dark rim towards the felt's light."""


def picture_size(side: int, angle: float) -> tuple[int, int]:
    """The size of a card die's picture (``decor.die_image`` with its shadow, turned by
    ``angle``): what must stay clear of its neighbours and inside the art area."""
    w = side + round(SHADOW_OFFSET[0] * side) + 1
    h = side + round(SHADOW_OFFSET[1] * side) + 1
    c, s = abs(math.cos(math.radians(angle))), abs(math.sin(math.radians(angle)))
    return math.ceil(w * c + h * s) + 2, math.ceil(w * s + h * c) + 2


def art_spots(band: pygame.Rect, count: int, arrangement: str,
              angles: tuple[float, ...] = ()) -> list[pygame.Rect]:
    """Where each of ``count`` dice (turned by ``angles``) lies in ``band`` (unturned squares
    at their pictures' centres): the pictures clear of each other and, together, inside the
    area with an even margin (:data:`ART_MARGIN`) on every side, as big as that allows; in a
    ``"row"`` every other die lies further back (smaller, higher: a throw), an ``"arc"`` fans
    them, the middle one highest."""
    if count <= 0 or band.w <= 0 or band.h <= 0:
        return []
    angles = tuple(angles) + (0.0,) * (count - len(angles))
    margin = max(2, round(band.h * ART_MARGIN))
    inner = band.inflate(-2 * margin, -2 * margin)
    row = arrangement != "arc"
    shares = [BACK_SCALE if row and i % 2 == 1 else 1.0 for i in range(count)]
    middle = (count - 1) / 2
    lifts = [1 - ((i - middle) / middle) ** 2 if middle and not row else 0.0
             for i in range(count)]

    def sizes(side: int) -> list[tuple[int, int]]:
        return [picture_size(max(4, round(side * k)), a)
                for k, a in zip(shares, angles, strict=True)]

    def fits(side: int) -> bool:
        pictures = sizes(side)
        wide = sum(w for w, _ in pictures) + (count - 1) * round(side * DICE_GAP)
        tall = max(h for _, h in pictures) + (0 if row else round(side * ARC_LIFT))
        return wide <= inner.w and tall <= inner.h

    side = max(4, inner.h)
    while side > 4 and not fits(side):
        side -= 1
    pictures = sizes(side)
    used = sum(w for w, _ in pictures)
    gap = min((inner.w - used) / max(1, count - 1), side * GAP_MOST)
    x = inner.centerx - (used + gap * (count - 1)) / 2
    tallest = max(h for _, h in pictures)
    if row:  # the back ones' tops and the front ones' feet at the area's margins
        rise = min(inner.h - tallest, round(side * 0.3))
    else:
        rise = min(inner.h - tallest, round(side * ARC_LIFT * 1.5))
    placed = []  # (the picture's rect, the die's side), then the whole set centred
    for i, (w, h) in enumerate(pictures):
        if row:  # the back ones higher, the front ones' feet lower
            cy = h // 2 if shares[i] < 1 else rise + tallest - h + h // 2
        else:  # the middle die highest
            cy = rise - round(rise * lifts[i]) + tallest // 2
        picture = pygame.Rect(0, 0, w, h)
        picture.center = (round(x + w / 2), cy)
        placed.append((picture, max(4, round(side * shares[i]))))
        x += w + gap
    box = placed[0][0].unionall([p for p, _ in placed[1:]])
    shift = inner.centery - box.centery
    spots = []
    for picture, s in placed:
        rect = pygame.Rect(0, 0, s, s)
        rect.center = (picture.centerx, picture.centery + shift)
        spots.append(rect)
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
