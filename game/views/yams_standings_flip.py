"""The standings' rows flipping to a new order (ruling S44, round 78, hY109; critic cA77 #8:
the new leader's row glided over the rows it passed and their words lay over each other for
several frames): a row whose place changes folds flat in its own cell and the row now ranked
there unfolds in it, clipped about the cell's middle line (its letters at their own height,
never squeezed: ruling S63, hY112, critic cA78 #4), never outside its cell. Drawing here;
the timing is :class:`game.flow.turn_passing.RowSlide`'s, the layout
:mod:`game.views.yams_standings`'."""

from __future__ import annotations

from collections.abc import Callable

import pygame

_layers: dict[tuple[int, int], pygame.Surface] = {}


def folded_rect(cell: pygame.Rect, height: float) -> pygame.Rect:
    """The part of ``cell`` a row ``height`` (a share of it, 0..1) tall takes: about its
    middle line, at least a pixel."""
    h = max(1, round(cell.h * max(0.0, min(1.0, height))))
    return pygame.Rect(cell.x, cell.centery - h // 2, cell.w, h)


def draw_folded(surface: pygame.Surface, cell: pygame.Rect, height: float, reach: int,
                draw_row: Callable[[pygame.Surface, pygame.Rect], None]) -> pygame.Rect:
    """Draw a row (``draw_row(target, cell)``) in ``cell`` folded to ``height`` of it (1:
    as it is), its lit band's ``reach`` past it each side kept; return the rect it takes.
    The row is drawn whole on a window-sized layer (its words recorded where they stand)
    and only its band about the middle line is copied onto ``surface``, at the same place:
    the letters keep their height, the fold cuts them (S63), never scales them."""
    if height >= 1.0:
        draw_row(surface, cell)
        return pygame.Rect(cell)
    size = surface.get_size()
    layer = _layers.get(size)
    if layer is None:
        layer = _layers[size] = pygame.Surface(size, pygame.SRCALPHA)
    box = cell.inflate(2 * reach, 0).clip(layer.get_rect())
    layer.fill((0, 0, 0, 0), box)
    layer.set_clip(box)
    draw_row(layer, cell)
    layer.set_clip(None)
    shown = folded_rect(cell, height)
    band = pygame.Rect(box.x, shown.y, box.w, shown.h).clip(box)
    surface.blit(layer, band.topleft, band)
    return shown
