"""The standings' rows swapping places (ruling S63, round 79, hY116; critic cF78 #3: the
re-sort scrolled the whole list, rows sliced in half; cA78 #4: a fold crushed the letters and
a row read a place of another moment): the row that climbs slides up over the row it passes,
raised on an opaque plate with a soft shadow under it, while the passed row glides down
under it into its new lane, drawn whole at full strength in every frame (ruling S91 amended
round 82, hY127, critic cA81 #2: faded out of its lane, it read as a row dropped; the card
opaque, never two rows' words seen over each other).
Every row is drawn at its own height, never folded, cut by a fold line or squeezed. Drawing
here; the timing is :class:`game.flow.turn_passing.RowSlide`'s, the layout
:mod:`game.views.yams_standings`'."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from game import theme
from game.views.yams_lit_band import sliding_cell
from game.widgets import layout_record

RAISED_TINT = 0.12
"""How far the climbing row's plate is tinted from the panel's own colour towards the gold
(a card lifted off the panel, read as the one that moves)."""

RAISED_SHADOW = 110
"""The shadow under the climbing row at its highest: black's alpha at its darkest line
(half of it over the card's top edge)."""

def panel_colour(surface: pygame.Surface, inner: pygame.Rect) -> tuple[int, int, int]:
    """The panel's own colour under its rows (the felt through its dark glass), averaged
    over ``inner`` before the rows are drawn: the climbing row's plate is made of it."""
    box = inner.clip(surface.get_rect())
    if box.w <= 0 or box.h <= 0:
        return theme.FELT_DARK
    r, g, b, *_ = pygame.transform.average_color(surface, box)
    return int(r), int(g), int(b)


def draw_raised(surface: pygame.Surface, cell: pygame.Rect, reach: int, lift: float,
                scale: float, base: tuple[int, int, int]) -> None:
    """The card the climbing row stands on in ``cell`` (``reach`` past it each side, as its
    lit band): the panel's colour ``base`` tinted a little towards the gold, a thin gold rim
    and a soft shadow under it, the rim and shadow as strong as ``lift`` (0..1: nothing as
    each swap starts and ends, so no card pops in or out); the plate opaque from its first
    frame, so the passed row's hidden part is under it, never seen through it."""
    if lift <= 0.0:
        return
    plate = cell.inflate(2 * reach, -theme.px(2, scale))
    radius = theme.px(10, scale)
    depth = max(2, theme.px(8, scale))
    shade = pygame.Surface((plate.w, depth), pygame.SRCALPHA)
    for y in range(depth):  # (darkest under the card's edge, fading down)
        alpha = round(RAISED_SHADOW * lift * (1 - y / depth) ** 2)
        pygame.draw.line(shade, (0, 0, 0, alpha), (radius // 2, y), (plate.w - radius // 2, y))
    surface.blit(shade, (plate.x, plate.bottom))
    above = pygame.transform.flip(shade, False, True)  # (a lighter one over its top edge:
    above.set_alpha(128)  # the card stands off the panel)
    surface.blit(above, (plate.x, plate.top - depth))
    tint = tuple(round(c + (g - c) * RAISED_TINT) for c, g in zip(base, theme.GOLD, strict=True))
    card = pygame.Surface(plate.size, pygame.SRCALPHA)
    # (opaque from its first frame: the row it passes is under it, never seen through it,
    # S91 amended round 82; only its rim and shadow rise and settle with the lift)
    pygame.draw.rect(card, (*tint, 255), card.get_rect(), border_radius=radius)
    pygame.draw.rect(card, (*theme.GOLD, round(140 * lift)), card.get_rect(),
                     max(1, theme.px(2, scale)), border_radius=radius)
    surface.blit(card, plate.topleft)
    # (what it passes is under it: its footprint the cell's, its rim and shadow with it)
    layout_record.covered_under(surface, cell.inflate(2 * reach, 0), whole_panels=True)


@dataclass(frozen=True)
class Lift:
    """The climbing row of a swap as drawn: its ``seat`` (None at rest), how raised
    (``lift``, 0..1), its lit band's ``reach``, the window's ``scale`` and the panel's colour
    ``base`` its card is made of, and the rows' ``words``' height."""

    seat: int | None
    lift: float
    reach: int
    scale: float
    base: tuple[int, int, int]
    words: int = 0
    """The rows' words' height (a line of their font; 0: unknown)."""
    columns: tuple[int, ...] = ()
    """The x of each column's cells: a row standing at none of them crosses between two
    columns, on its plate (:func:`draw_plate`)."""


def place_rows(wheres: Sequence[float], cell_at: Callable[[int], pygame.Rect]
               ) -> list[tuple[pygame.Rect, float]]:
    """Each row's cell and opacity for its place ``where`` (a fraction while it swaps,
    :meth:`game.flow.turn_passing.RowSlide.position`; ``cell_at(index)``: a place's cell):
    slid between its two places, whole, within one column or from the foot of one column to
    the head of the next (two columns of many players: on its plate over the rows it
    crosses, never faded out, S91 amended round 82)."""
    last = len(wheres) - 1
    placed = []
    for where in wheres:
        low = min(last, max(0, math.floor(where)))
        a, b = cell_at(low), cell_at(min(last, low + 1))
        placed.append((sliding_cell(a, b, where - low), 1.0))
    return placed


def draw_plate(surface: pygame.Surface, cell: pygame.Rect, reach: int, scale: float,
               base: tuple[int, int, int]) -> None:
    """The opaque plate of the panel's own colour ``base`` a row crossing to the other
    column stands on in ``cell`` (``reach`` past it each side): the rows it passes over are
    under it, never their words through its own."""
    plate = cell.inflate(2 * reach, 0)
    pygame.draw.rect(surface, base, plate, border_radius=theme.px(10, scale))
    layout_record.covered_under(surface, plate, whole_panels=True)


def draw_swapping(surface: pygame.Surface, rows: Sequence[tuple[int, pygame.Rect, float]],
                  lift: Lift, draw_row: Callable[[pygame.Surface, int, pygame.Rect], None]
                  ) -> pygame.Rect | None:
    """Draw the standings' ``rows`` (seat, cell, opacity) with ``draw_row(target, seat,
    cell)``: the climbing one last, on its opaque card, every other row whole under it;
    a row crossing to the other column on its plate; return the card's cell (None at
    rest)."""
    over = next((cell for seat, cell, fade in rows if seat == lift.seat and fade >= 1.0),
                None)

    def crossing(cell: pygame.Rect) -> bool:
        return bool(lift.columns) and cell.x not in lift.columns

    for seat, cell, fade in sorted(rows, key=lambda r: (r[0] == lift.seat, crossing(r[1]))):
        raised = over is not None and seat == lift.seat
        if raised:
            draw_raised(surface, cell, lift.reach, lift.lift, lift.scale, lift.base)
        elif crossing(cell):  # (the passed row crossing to the other column: on its plate)
            draw_plate(surface, cell, lift.reach, lift.scale, lift.base)
        shown = cell  # (every row drawn whole at full strength, in every frame: the one it
        # passes glides on under the card, never fading out of its lane, S91 amended round
        # 82, critic cA81 #2: rows read as dropped while they faded)
        if shown.h <= 0 or fade <= 0.0:
            continue
        box = shown.inflate(2 * lift.reach, 0).clip(surface.get_clip())
        clip = surface.get_clip()
        surface.set_clip(box)
        draw_row(surface, seat, cell)
        surface.set_clip(clip)
    return over
