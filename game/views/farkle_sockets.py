"""The 10 000 table's set-aside tray and the dice's empty places (round 74, hA74, critic row
"10 000 table": six dark outlined squares under the dice, and the empty place of a die set
aside, read as placeholders).

* :func:`draw_tray`: the mat as a tray, its cloth shaded under its gold rim, deeper at the top;
* :func:`draw_dice_slots`: an empty place, on the mat or in the dice row, a socket pressed
  into the cloth: darker than it, shaded under its top edge, no outline brighter than the
  cloth round it (ruling S1: quiet places, one look in every beat; the Yams table's slots keep
  theirs, :func:`game.views.yams_views.draw_dice_slots`).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

import pygame

from game import theme

Point = tuple[float, float]

SOCKET_DARK = (70, 34)
"""A socket's shade (alpha of black) under its top edge and at its foot: deeper at the top,
where its edge hides the light."""

SOCKET_SHADE = 0.45
"""How far down a socket its top shade reaches, a share of its side."""

TRAY_SHADE = 96
"""The tray's shade (alpha of black) right under its top rim, fading down its cloth."""

TRAY_SHADE_DEPTH = 34
"""Reference pixels the tray's shade reaches down its cloth."""


def _rounded(size: tuple[int, int], radius: int) -> pygame.Surface:
    """A white rounded rectangle on a clear layer: a shape to clip a layer to."""
    shape = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(shape, (255, 255, 255, 255), shape.get_rect(), border_radius=radius)
    return shape


@lru_cache(maxsize=8)
def socket(side: int) -> pygame.Surface:
    """One empty place, ``side`` pixels square: black from :data:`SOCKET_DARK`'s top alpha
    down to its foot's, clipped to a rounded square (the dice' corners)."""
    top, foot = SOCKET_DARK
    reach = max(1, round(side * SOCKET_SHADE))
    layer = pygame.Surface((side, side), pygame.SRCALPHA)
    for y in range(side):
        share = min(1.0, y / reach)
        alpha = round(top + (foot - top) * share)
        layer.fill((0, 0, 0, alpha), pygame.Rect(0, y, side, 1))
    layer.blit(_rounded((side, side), max(2, round(side * 0.18))), (0, 0),
               special_flags=pygame.BLEND_RGBA_MULT)
    return layer


def draw_dice_slots(surface: pygame.Surface, centres: Sequence[Point], side: int,
                    scale: float) -> None:
    """The empty places at ``centres`` (dice ``side`` pixels square): sockets, the same look
    on the mat and in the dice row, in every beat (``scale``: the window's, for the
    signature the table's views share)."""
    layer = socket(side)
    for x, y in centres:
        surface.blit(layer, (round(x - side / 2), round(y - side / 2)))


@lru_cache(maxsize=4)
def _tray_shade(size: tuple[int, int], radius: int, depth: int) -> pygame.Surface:
    layer = pygame.Surface(size, pygame.SRCALPHA)
    for y in range(min(depth, size[1])):
        alpha = round(TRAY_SHADE * (1 - y / depth) ** 1.5)
        layer.fill((0, 0, 0, alpha), pygame.Rect(0, y, size[0], 1))
    layer.blit(_rounded(size, radius), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return layer


def draw_tray(surface: pygame.Surface, mat: pygame.Rect, scale: float) -> None:
    """The mat as a tray: its cloth, shaded under the rim from the top, and its gold rim."""
    radius = theme.px(theme.PANEL_RADIUS, scale)
    pygame.draw.rect(surface, theme.FARKLE_MAT, mat, border_radius=radius)
    surface.blit(_tray_shade(mat.size, radius, theme.px(TRAY_SHADE_DEPTH, scale)), mat.topleft)
    pygame.draw.rect(surface, theme.GOLD_DARK, mat, max(1, theme.px(2, scale)),
                     border_radius=radius)
