"""The standings' rows crossing while a new leader glides past them (round 73, hX82: at
1024x600 the row it passed showed as a cut slice under its backing, "2. Eva 239" half
hidden, on every change of the lead).

The rising row is drawn last, on a backing of its own as tall as its row; a row it passes
fades as the backing nears its words and is not drawn while the backing covers any of
them, then fades back in as the backing leaves: every row's words are whole, or not drawn.
Pure geometry here; :mod:`game.views.yams_standings` draws."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game import theme


def crossing_opacities(cells: Sequence[tuple[bool, pygame.Rect]], line: int) -> list[int]:
    """Each row's opacity (0..255) for rows in the order they are drawn, each given as
    (lifted: drawn on a backing as tall as its cell, cell): a row is faded by the rows
    drawn after it, by how near their backing (or, unlifted, their words ``line`` pixels
    tall) comes to its words; 0 while they touch, 255 a row's height apart. A row in another
    column (no pixel of width shared) is never faded by it (round 75: two columns glide)."""
    opacities = []
    for k, (_, cell) in enumerate(cells):
        later = [(lifted, other) for lifted, other in cells[k + 1:]
                 if other.x < cell.right and cell.x < other.right]
        rest = max(1.0, (cell.h - line) / 2)  # the clearance of two rows at rest
        clear = min((abs(cell.centery - other.centery) - ((other.h if lifted else line) + line) / 2
                     for lifted, other in later), default=rest)
        opacities.append(round(255 * min(1.0, max(0.0, clear / rest))))
    return opacities


def draw_backing(surface: pygame.Surface, cell: pygame.Rect, reach: int, scale: float) -> None:
    """The felt's dark under a row that slides over another: as tall as its row, ``reach``
    pixels past it each side (its lit band's)."""
    back = pygame.Surface((cell.w + 2 * reach, cell.h), pygame.SRCALPHA)
    pygame.draw.rect(back, (*theme.FELT_DARK, 245), back.get_rect(),
                     border_radius=theme.px(10, scale))
    surface.blit(back, back.get_rect(center=cell.center))
