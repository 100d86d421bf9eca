"""A column of figures: a label on the left, its value on the right, one row each.

:func:`place_figures` decides where every label and value goes; the scene draws them. Every
label and value is set in one size, the size the longest list of figures
(:data:`FIGURE_ROWS`) leaves room for, so two lists of different lengths (the Yams and 10 000
tabs of Statistici) read in the same type. A label too long for the room its value leaves goes
on two lines of that size, cut where the two lines are most even; it never reaches its value.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game import theme
from game.theme_pages import FIGURES_LEAST
from game.widgets.text import BOLD, fit_size, text_size, wrap

FIGURE_ROWS = 10
"""The most figures a column lists (the 10 000 tab's): every column is set in the size this
many rows leave room for."""


@dataclass(frozen=True)
class Figure:
    """One line of the figures column: a label and its value, both ready to draw."""

    label: str
    value: str


@dataclass(frozen=True)
class PlacedFigure:
    """A figure placed in the column: its band, its label's lines, size and box, its value's
    size and box (window pixels)."""

    figure: Figure
    band: pygame.Rect
    lines: tuple[str, ...]
    label_size: int
    label_rect: pygame.Rect
    value_size: int
    value_rect: pygame.Rect


def place_figures(rows: list[Figure], rect: pygame.Rect, top: int,
                  scale: float, row_share: float = 1.0) -> list[PlacedFigure]:
    """Place ``rows`` in the column ``rect`` from ``top`` down, for a window of ``scale``
    (each row at most ``row_share`` of a table row's height: closer, in the same type, where
    the column shares its height with a chart; a ``row_share`` over 1: the rows spread up to
    that much to reach the column's foot, level with the charts beside it)."""
    pad = theme.px(theme.GAP, scale)
    inset = theme.px(6, scale)
    least = theme.font_px(theme.FONT_MIN, scale)  # (a long label that must, shrinks to it)
    room = rect.bottom - pad - top
    size = max(FIGURES_LEAST, min(theme.font_px(theme.FONT_BODY, scale),
                                  max(theme.font_px(theme.FONT_SMALL, scale),
                                      round(room / FIGURE_ROWS * 0.68))))
    # (never under FIGURES_LEAST: round 74, critic cQ74, ~13 px beside the charts' titles)
    # a few rows stand at their natural height, one under the other (never stretched into
    # wide bands to fill the column: the panel ends under them, :func:`figures_bottom`)
    step = min(room / max(1, len(rows)), theme.px(theme.ROW_HEIGHT * row_share, scale))
    placed = []
    value = min((fit_size(row.value, size, _value_room(row, size, rect.w - 3 * pad), BOLD)
                 for row in rows), default=size)  # every value of the card in one size (round
    # 74, critic cS74 #7: "1 085 (28,9 %)" alone drawn smaller)
    for i, row in enumerate(rows):
        band = pygame.Rect(rect.x + inset, round(top + i * step), rect.w - 2 * inset, round(step))
        value_rect = pygame.Rect((0, 0), text_size(row.value, value, BOLD))
        value_rect.midright = (rect.right - pad, band.centery)
        room_w = value_rect.x - pad - (rect.x + pad)
        label = size
        lines = tuple(wrap(row.label, label, room_w))
        line_h = text_size("Ag", label)[1]
        while label > least and (len(lines) > 2 or len(lines) * line_h > band.h
                                 or max(text_size(line, label)[0] for line in lines) > room_w):
            label -= 1  # a label that cannot fit in two lines of the size shrinks
            lines = tuple(wrap(row.label, label, room_w))
            line_h = text_size("Ag", label)[1]
        if len(lines) == 2 and " " in row.label.strip():  # "Forma" / "(ultimele 10)"
            lines = _even_split(row.label, label)
        width = max(text_size(line, label)[0] for line in lines)
        label_rect = pygame.Rect(rect.x + pad, band.centery - line_h * len(lines) // 2,
                                 width, line_h * len(lines))
        placed.append(PlacedFigure(row, band, lines, label, label_rect, value, value_rect))
    return placed


def _value_room(row: Figure, size: int, inner: int) -> int:
    """The width ``row``'s value may take in a column ``inner`` wide: what its label leaves
    on one line at ``size`` (a short label leaves a long value room), at least half."""
    return max(inner // 2, inner - text_size(row.label, size)[0])


def figures_bottom(placed: list[PlacedFigure], rect: pygame.Rect, scale: float) -> int:
    """Where the column's panel ends: under its last row (its foot when it has none)."""
    if not placed:
        return rect.bottom
    return min(rect.bottom, placed[-1].band.bottom + theme.px(theme.GAP, scale) // 2)


def _even_split(text: str, size: int) -> tuple[str, str]:
    """``text`` cut between two words into the two lines whose longer line is least wide."""
    words = text.split()
    cuts = [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))]
    return min(cuts, key=lambda c: max(text_size(c[0], size)[0], text_size(c[1], size)[0]))
