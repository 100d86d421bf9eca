"""The data of a small document (:mod:`game.widgets.document`): the blocks a scene writes
(headings, paragraphs, bullet lists, tables, dice examples, already translated), the draw
operations a layout produces, the laid-out document and the style it is laid out in.

Plain data: nothing here lays out or draws.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game import theme
from game.widgets import text as texts
from game.widgets.text import REGULAR

# --- blocks (what a scene writes) -------------------------------------------------------------


@dataclass(frozen=True)
class Heading:
    """A section title; ``anchor`` names its position for :attr:`Laid.anchors`."""

    text: str
    anchor: str = ""


@dataclass(frozen=True)
class Paragraph:
    """Running text, wrapped to the column; ``muted`` draws it in the secondary colour."""

    text: str
    muted: bool = False


@dataclass(frozen=True)
class Bullets:
    """A list of wrapped items, marked with a dot or numbered."""

    items: tuple[str, ...]
    numbered: bool = False


@dataclass(frozen=True)
class Dice:
    """A row of small dice; positions in ``held`` are lit (set aside), the others dimmed.

    ``held=None`` draws every die plainly.
    """

    values: tuple[int, ...]
    held: frozenset[int] | None = None
    dim_rest: bool = True
    """The dice not in ``held`` dimmed (they do not count); False: drawn plainly (they count
    without making the box: a "Trei de un fel"'s other two, added to its sum)."""

    def look(self, position: int) -> bool | None:
        """How the die at ``position`` is drawn: True lit, False dimmed, None plainly."""
        if self.held is None:
            return None
        if position in self.held:
            return True
        return False if self.dim_rest else None


Cell = str | Dice
"""One table cell: text (wrapped to the column) or a row of small dice."""


@dataclass(frozen=True)
class Column:
    """A table column: its header, its share of the width, its alignment ("left"/"right")."""

    header: str
    weight: float
    align: str = "left"
    strong: bool = False
    under: bool = False
    """Its cells drawn under the previous column's, in that column's room (no header of its
    own): a box's example dice under its name, so the words beside them get the width."""


@dataclass(frozen=True)
class Table:
    """A table with a header row; each row holds one cell per column."""

    columns: tuple[Column, ...]
    rows: tuple[tuple[Cell, ...], ...]
    anchor: str = ""


@dataclass(frozen=True)
class Example:
    """A worked example: dice on the left, the explanation in the middle, points on the right."""

    dice: Dice
    text: str
    points: str
    slots: int = 6
    """How many dice the dice column is sized for (the same for every example of a page)."""


Block = Heading | Paragraph | Bullets | Table | Example
"""Anything :func:`lay_out` accepts."""


# --- draw operations (what the layout produces) -----------------------------------------------


@dataclass(frozen=True)
class TextOp:
    """One line of text with its top-left corner at (x, y)."""

    x: int
    y: int
    text: str
    size: int
    colour: tuple[int, int, int]
    weight: str = REGULAR
    unit: tuple[int, int] | None = None
    """The (top, bottom) of the table row or example the line belongs to: shown only whole."""

    @property
    def bottom(self) -> int:
        """Lowest content pixel the line covers (its line box: the font's line height)."""
        return self.y + texts.line_height(self.size, self.weight)


@dataclass(frozen=True)
class RectOp:
    """A filled (``width == 0``) or outlined rectangle, optionally translucent."""

    rect: pygame.Rect
    colour: tuple[int, int, int]
    alpha: int = 255
    radius: int = 0
    width: int = 0

    @property
    def y(self) -> int:
        """Top content pixel."""
        return self.rect.y

    @property
    def bottom(self) -> int:
        """Lowest content pixel."""
        return self.rect.bottom


@dataclass(frozen=True)
class DieOp:
    """A small die of ``side`` pixels with its top-left corner at (x, y)."""

    x: int
    y: int
    face: int
    side: int
    held: bool | None
    unit: tuple[int, int] | None = None
    """The (top, bottom) of the table row or example the die belongs to: shown only whole."""

    @property
    def bottom(self) -> int:
        """Lowest content pixel."""
        return self.y + self.side


Op = TextOp | RectOp | DieOp
"""One draw operation."""


@dataclass
class Laid:
    """A laid-out document: operations in content coordinates, height and anchors."""

    ops: list[Op] = field(default_factory=list)
    height: int = 0
    anchors: dict[str, int] = field(default_factory=dict)
    texts: list[str] = field(default_factory=list)
    """Every line of text, in order (tests read what the page says)."""
    starts: list[int] = field(default_factory=list)
    """Where a page may begin without an orphan line: each block's (and list item's) top, and
    each table row's (the view repeats the table's header above it)."""
    tables: list[tuple[int, int, int]] = field(default_factory=list)
    """Each table's (top, bottom of its header, bottom)."""
    examples: list[tuple[int, int]] = field(default_factory=list)
    """Each worked example's unit (top, bottom): a view may stop between its lines."""
    items: list[int] = field(default_factory=list)
    """Each list item's top (a block a view's foot may split between its lines, S83)."""


@dataclass(frozen=True)
class Style:
    """Font sizes (window pixels) and spacing of one layout."""

    body: int
    small: int
    heading: int
    die: int
    gap: int
    pad: int

    @classmethod
    def for_scale(cls, scale: float, body: int = theme.FONT_BODY) -> Style:
        """The style of a window whose reference-to-window factor is ``scale``."""
        return cls(body=theme.font_px(body, scale),
                   small=theme.font_px(round(body * 0.86), scale),
                   heading=theme.font_px(theme.FONT_HEADING, scale),
                   die=theme.px(theme.ICON_DIE, scale),
                   gap=theme.px(theme.GAP, scale),
                   pad=theme.px(14, scale))
