"""The standings' rows crossing while a new leader glides past them (round 73, hX82: at
1024x600 the row it passed showed as a cut slice under its backing, "2. Eva 239" half
hidden, on every change of the lead).

The rising row is drawn last, on a backing of its own as tall as its row; a row it passes
fades as the backing nears its words (round 75, hY102: never below
:data:`game.theme_table.YAMS_STANDINGS_PASSED_LEAST`; not drawn at all while crossed, a 3-4
row panel showed one or two rows for ~0.2 s of the 0.5 s glide): it stays drawn, faint,
under the riser's lifted, slightly translucent backing, and fades back in as it leaves.
Geometry and the crossing's drawing here; :mod:`game.views.yams_standings` lays out."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game import theme, theme_table
from game.widgets import layout_record

_layers: dict[tuple[int, int], pygame.Surface] = {}


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
    radius = theme.px(10, scale)
    back = pygame.Surface((cell.w + 2 * reach, cell.h), pygame.SRCALPHA)
    shade = back.copy()  # its shadow, a little below: the row lifted over the others
    pygame.draw.rect(shade, (0, 0, 0, 70), shade.get_rect(), border_radius=radius)
    surface.blit(shade, shade.get_rect(center=cell.center).move(
        0, theme.px(theme_table.YAMS_STANDINGS_LIFT, scale)))
    pygame.draw.rect(back, (*theme.FELT_DARK, theme_table.YAMS_STANDINGS_BACKING_ALPHA),
                     back.get_rect(), border_radius=radius)
    surface.blit(back, back.get_rect(center=cell.center))


def least_shown(opacity: int) -> int:
    """A passed (or hopping) row's opacity, never below the least that keeps it drawn."""
    return max(theme_table.YAMS_STANDINGS_PASSED_LEAST, opacity)


def draw_rows(surface: pygame.Surface, rows: Sequence[tuple[bool, int, pygame.Rect]],
              draw_row: Callable[[pygame.Surface, int, pygame.Rect], None],
              bounds: pygame.Rect, reach: int, scale: float) -> None:
    """Draw ``rows`` (lifted, opacity, cell) in order, ``draw_row(surface, index, cell)``
    drawing the index-th: a lifted row on its backing over what is already drawn (which the
    layout record then counts as under it), a faint row through a window-sized layer (so
    its words are recorded where they are drawn), clipped to ``bounds``."""
    for k, (up, shown, cell) in enumerate(rows):
        if up:
            draw_backing(surface, cell, reach, scale)
            # (what it passes is under it, never the standings' panel round them: round
            # 75, at hY102's merge, the panel "vanished" in test_layout_collisions)
            layout_record.covered_under(surface, cell, whole_panels=True)
        if shown >= 255:
            draw_row(surface, k, cell)
            continue
        if shown <= 0:
            continue  # (nothing of it shows: not drawn)
        size = surface.get_size()
        layer = _layers.get(size)
        if layer is None:
            layer = _layers[size] = pygame.Surface(size, pygame.SRCALPHA)
        layer.fill((0, 0, 0, 0), bounds)
        layer.set_clip(bounds)
        draw_row(layer, k, cell)
        layer.set_clip(None)
        layer.set_alpha(shown)
        surface.blit(layer, bounds, area=bounds)
