"""A small document layout: headings, wrapped paragraphs, bullet lists, tables, dice examples.

A scene builds a list of blocks (plain data, already translated) and calls :func:`lay_out`
with a column width and a scale; the result is a :class:`Laid` document: a flat list of draw
operations in content coordinates (y grows down from 0) plus its height and the y of named
anchors. :func:`draw_laid` blits the operations visible through a viewport at a scroll offset,
so a long rules page costs only the blits of what shows.

Text wraps at word boundaries to the width it is given (see :func:`game.widgets.text.wrap`);
table rows grow to their tallest cell; small dice are drawn with
:mod:`game.widgets.dice_render` (set-aside dice lit by a gold ring, the others dimmed).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

import pygame

from game import theme
from game.widgets import text as texts
from game.widgets.dice_render import FaceCache, Look, reset_shared_faces, shared_faces
from game.widgets.document_blocks import (  # noqa: F401 (the document's API)
    Block,
    Bullets,
    Column,
    Dice,
    DieOp,
    Example,
    Heading,
    Laid,
    Op,
    Paragraph,
    RectOp,
    Style,
    Table,
    TextOp,
)
from game.widgets.document_view import (  # noqa: F401 (the document's API)
    cut_extents,
    visible_ops,
    whole_height,
)
from game.widgets.edge_fade import draw_edge_fades, edge_fade  # noqa: F401 (the page's API)
from game.widgets.surface_cache import SurfaceCache
from game.widgets.table_columns import column_widths, dice_per_line, narrowest
from game.widgets.text import (
    BOLD,
    REGULAR,
    draw_text,
    font,
    text_size,
    wrap,
    wrap_without_widow,
)

_LAYERS: SurfaceCache[tuple[int, int, tuple[int, int, int], int, int, int]] = SurfaceCache(
    theme.DOCUMENT_LAYER_CACHE_BYTES)


def face_cache() -> FaceCache:
    """The shared cache of small dice surfaces (created on first use)."""
    return shared_faces()  # one cache for every screen (issue 23 §6)


def reset() -> None:
    """Forget the small dice surfaces (after the display mode changes)."""
    reset_shared_faces()
    _LAYERS.clear()


def _layer(op: RectOp) -> pygame.Surface:
    """A translucent rectangle surface for ``op`` (cached by size, colour and shape)."""
    key = (op.rect.w, op.rect.h, op.colour, op.alpha, op.radius, op.width)
    layer = _LAYERS.get(key)
    if layer is None:
        layer = pygame.Surface(op.rect.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (*op.colour, op.alpha), layer.get_rect(), op.width,
                         border_radius=op.radius)
        layer = _LAYERS.put(key, layer)
    return layer


def top_slack(size: int) -> int:
    """Pixels between a line's top and its ascenders' tops ("d", "h"; an accent over a capital
    may rise into it) at
    ``size``: a table row's air is counted from the letters (round 75, hR77)."""
    face = font(size)
    return max(0, face.get_ascent() - max(m[3] for m in face.metrics("dh") if m))


def ring_reach(side: int) -> int:
    """Pixels a set-aside die's gold ring stands out of its ``side`` on each side, as
    :func:`draw_laid` draws it: its picture's edge, the ring's inflation and its stroke
    (counted in a table row's height)."""
    return max(4, side // 8) // 2 + 4


def lit_reach(dice: Dice, reach: int) -> int:
    """``reach`` where ``dice`` has a set-aside die (its ring drawn), else none."""
    return reach if dice.held else 0


def dice_gap(side: int) -> int:
    """Space between two small dice: room for the gold ring of a set-aside die."""
    return max(4, side // 3)


LEADING = 1.45
"""Distance between two wrapped lines, in ems of their type (a printed page's: the rules
read in comfort, never packed at the font's own line box)."""

CELL_LEAST = 0.5
"""A table cell's lines may wrap down to this share of its column to keep a last word from
standing alone (its column keeps its width: only the lines are narrower; hS50)."""

GLUE = "\u00a0"
"""Holds a last word to the one before it while a widowed text wraps again."""


def wrap_lines(text: str, size: int, width: int, weight: str = REGULAR,
               least: float = 0.8) -> list[str]:
    """``text``'s lines in ``width`` with no word alone on the last (hS50, critic A41: "ea."
    under two full lines): wrapped narrower (:func:`wrap_without_widow`, never under
    ``least`` of ``width``), else its last two words kept together, in as many lines."""
    lines = wrap_without_widow(text, size, width, weight, least)
    words = text.split(" ")
    if len(lines) < 2 or " " in lines[-1].strip() or len(words) < 3:
        return lines
    glued = wrap(" ".join(words[:-2]) + " " + GLUE.join(words[-2:]), size, width, weight)
    glued = [line.replace(GLUE, " ") for line in glued]
    if len(glued) != len(lines) or any(text_size(line, size, weight)[0] > width
                                       for line in glued):
        return lines  # (the pair too wide for the column: the widow stays)
    return glued


def line_height(size: int) -> int:
    """Distance between two wrapped lines at font ``size``."""
    return max(round(texts.line_height(size) * 1.08), round(texts.em_px(size) * LEADING))


class _Builder:
    """Accumulates operations while walking down the column."""

    def __init__(self, width: int, style: Style) -> None:
        self.width = width
        self.style = style
        self.laid = Laid()
        self.y = 0

    def text_lines(self, text: str, x: int, width: int, size: int,
                   colour: tuple[int, int, int], y: int, align: str = "left",
                   weight: str = REGULAR, least: float = 0.8) -> int:
        """Add ``text`` wrapped into ``width`` from (x, y) (a last word never alone: the
        lines narrower, never under ``least`` of ``width``); return the y below it."""
        step = line_height(size)
        # (hS50, critic A41: never one word alone on a last line, "ea." under two full ones)
        for line in wrap_lines(text, size, max(1, width), weight, least):
            lx = x
            if align == "right":
                lx = x + width - text_size(line, size, weight)[0]
            elif align == "center":
                lx = x + (width - text_size(line, size, weight)[0]) // 2
            self.laid.ops.append(TextOp(lx, y, line, size, colour, weight))
            self.laid.texts.append(line)
            y += step
        return y

    def dice(self, dice: Dice, x: int, y: int, side: int, width: int | None = None,
             align: str = "left", lines: bool = False) -> int:
        """Add a row of dice from (x, y) (``lines``: on two balanced lines when they do not
        fit ``width`` on one, else smaller); return the y below it."""
        gap = dice_gap(side)
        per = len(dice.values) or 1
        if width is not None:
            per = dice_per_line(len(dice.values), side, gap, width) if lines else per
            if per * side + (per - 1) * gap > width and dice.values:  # not even one fits
                side = max(10, (width + gap) // per - gap)
        total = per * side + (per - 1) * gap
        if align == "right" and width is not None:
            x += width - total
        for i, value in enumerate(dice.values):
            held = dice.look(i)
            line, k = divmod(i, per)
            self.laid.ops.append(DieOp(x + k * (side + gap), y + line * (side + gap), value,
                                       side, held))
        rows = -(-len(dice.values) // per) if dice.values else 1
        return y + rows * side + (rows - 1) * gap


def lay_out(blocks: Sequence[Block], width: int, style: Style) -> Laid:
    """Lay ``blocks`` out in a column ``width`` pixels wide; return the operations."""
    b = _Builder(width, style)
    first = True
    for block in blocks:
        if isinstance(block, Heading):
            if not first:
                b.y += style.gap * 2
            b.laid.starts.append(b.y)
            if block.anchor:
                _anchor(b.laid, block.anchor, b.y)
            b.y = b.text_lines(block.text, 0, width, style.heading, theme.GOLD, b.y,
                               weight=BOLD)
            rule_y = b.y + style.pad // 3
            b.laid.ops.append(RectOp(pygame.Rect(0, rule_y, width, max(1, style.pad // 6)),
                                     theme.GOLD_DARK, 160))
            b.y = rule_y + style.pad
        elif isinstance(block, Paragraph):
            b.laid.starts.append(b.y)
            colour = theme.MUTED if block.muted else theme.CREAM
            b.y = b.text_lines(block.text, 0, width, style.body, colour, b.y) + style.pad
        elif isinstance(block, Bullets):
            indent = text_size("00.", style.body)[0] + style.pad
            for i, item in enumerate(block.items):
                b.laid.starts.append(b.y)
                b.laid.items.append(b.y)  # (split by its lines at a view's foot, S83)
                mark = f"{i + 1}." if block.numbered else "•"
                b.laid.ops.append(TextOp(style.pad // 2, b.y, mark, style.body, theme.GOLD))
                b.y = b.text_lines(item, indent, width - indent, style.body, theme.CREAM, b.y)
                b.y += style.pad // 2
            b.y += style.pad // 2
        elif isinstance(block, Table):
            _table(b, block)
        elif isinstance(block, Example):
            _example(b, block)
        first = False
    b.laid.height = b.y
    return b.laid


def _anchor(laid: Laid, name: str, y: int) -> None:
    """Name content ``y``; a name given twice is an error (the later one would silently move
    the first: a jump to a section would land on whatever took its name)."""
    if name in laid.anchors:
        raise ValueError(f"anchor {name!r} named twice in one document")
    laid.anchors[name] = y


def _table(b: _Builder, table: Table) -> None:
    """Header row on a lighter band, then striped rows that grow to their tallest cell; a
    column drawn ``under`` another stacks its cell under that one's, in its room."""
    style = b.style
    if table.anchor:
        _anchor(b.laid, table.anchor, b.y)
    pad = style.pad
    boxes = column_boxes(table, b.width, style)
    heads = [k for k, column in enumerate(table.columns) if not column.under]
    # as tall as the header that wraps most: no header word falls out onto the first row
    header_lines = max((len(wrap_lines(table.columns[k].header, style.small,
                                       max(1, boxes[k][1] - 2 * pad))) for k in heads),
                       default=1)
    header_h = header_lines * line_height(style.small) + 2 * pad
    # one die size in the whole table: the one its longest row of dice fits
    side = min((_dice_height(cell, boxes[k][1] - 2 * pad, style.die) for row in table.rows
                for k, cell in enumerate(row) if isinstance(cell, Dice)), default=style.die)
    gap = dice_gap(side)
    reach = ring_reach(side)  # (a lit die's ring is drawn: round 75, hR77, critic cC75: the
    # dice's rings ended 2 px over the row's line, its words 8 px under its top)
    air = round(pad * ROW_AIR)  # (critic cQ74: ~120 px a one-line row at 1920, 3½ rows
    under = round(pad * UNDER_AIR)  # a view: compact, the words' and the dice's own room)
    top = b.y
    b.laid.starts.append(top)
    b.laid.ops.append(RectOp(pygame.Rect(0, top, b.width, header_h), theme.TABLE_HEADER, 255,
                             style.pad))
    for k in heads:
        cx, cw = boxes[k]
        column = table.columns[k]
        b.text_lines(column.header, cx + pad, cw - 2 * pad, style.small, theme.GOLD, top + pad,
                     column.align)
    y = top + header_h
    for index, row in enumerate(table.rows):
        heights = []
        for cell, column, (_, cw) in zip(row, table.columns, boxes, strict=True):
            if isinstance(cell, Dice):  # its dice on one line or two (balanced)
                lines = -(-len(cell.values) // dice_per_line(len(cell.values), side, gap,
                                                             cw - 2 * pad))
                heights.append(lines * side + (lines - 1) * gap + 2 * lit_reach(cell, reach))
            else:
                size = _cell_size(style, column)
                lines = wrap_lines(cell, size, max(1, cw - 2 * pad), least=CELL_LEAST)
                # the last line's own height, not its leading: centres mixed sizes alike
                heights.append((len(lines) - 1) * line_height(size) + text_size("ÂȘg", size)[1]
                               - top_slack(size))  # (from its letters' tops, round 75)
        stacks = _stacks(table, heights, under)
        row_h = max(stacks.values(), default=0) + 2 * air
        if index % 2:
            b.laid.ops.append(RectOp(pygame.Rect(0, y, b.width, row_h), theme.TABLE_STRIPE,
                                     theme.TABLE_STRIPE_ALPHA))
        first = len(b.laid.ops)
        cy = y
        for k, (cell, column, (cx, cw), h) in enumerate(zip(row, table.columns, boxes, heights,
                                                             strict=True)):
            if column.under:
                cy += under
            else:
                cy = y + (row_h - stacks[k]) // 2
            if isinstance(cell, Dice):
                b.dice(cell, cx + pad, cy + lit_reach(cell, reach), side, cw - 2 * pad,
                       column.align, lines=True)
            else:
                colour = theme.GOLD if column.strong else theme.CREAM
                size = _cell_size(style, column)
                b.text_lines(cell, cx + pad, cw - 2 * pad, size, colour, cy - top_slack(size),
                             column.align, least=CELL_LEAST)
            cy += h
        _as_unit(b.laid, first, (y, y + row_h))
        if index:
            b.laid.starts.append(y)  # the view then repeats the header above it
        y += row_h
        b.laid.ops.append(RectOp(pygame.Rect(0, y - 1, b.width, 1), theme.TABLE_LINE))  # (as
        # wide as its stripe and the header's band, round 75: the stripes ran past the lines)
    b.laid.tables.append((top, top + header_h, y))
    b.y = y + style.gap


ROW_AIR = 0.5
"""A table row's air above and below its cells, in the page's pads."""
UNDER_AIR = 0.6
"""The air between a cell and the one drawn under it (a box's words and its dice; a lit
die's ring clear of the words), in pads."""


def _stacks(table: Table, heights: list[int], pad: int) -> dict[int, int]:
    """The height of each column's stack in a row (keyed by its head column): its cell's
    height and those of the columns drawn under it, ``pad`` apart."""
    stacks: dict[int, int] = {}
    head = 0
    for k, (column, h) in enumerate(zip(table.columns, heights, strict=True)):
        if column.under and k:
            stacks[head] += pad + h
        else:
            head = k
            stacks[k] = h
    return stacks


def column_boxes(table: Table, width: int, style: Style) -> list[tuple[int, int]]:
    """Each column's (x, width) in a table ``width`` pixels wide: a column drawn ``under``
    another shares that one's box."""
    groups: list[list[int]] = []
    for k, column in enumerate(table.columns):
        if column.under and groups:
            groups[-1].append(k)
        else:
            groups.append([k])
    widths = _widths(table, width, style, groups)
    boxes: list[tuple[int, int]] = [(0, 0)] * len(table.columns)
    x = 0
    for group, w in zip(groups, widths, strict=True):
        for k in group:
            boxes[k] = (x, w)
        x += w
    return boxes


def _widths(table: Table, width: int, style: Style,
            groups: list[list[int]] | None = None) -> list[int]:
    """The widths of the column ``groups`` (a column and those drawn under it; by default
    each column alone): dice, numbers and names as wide as their widest cell (and their
    whole header, which never wraps), running text sharing the rest
    (:func:`table_columns.column_widths`)."""
    natural: list[int | None] = []
    dice: list[bool] = []
    wanted: list[int] = []
    least: list[int | None] = []
    for k, column in enumerate(table.columns):
        cells = [row[k] for row in table.rows]
        head = 0 if column.under else text_size(column.header, style.small)[0]  # one line
        keep: int | None = None  # (hS26: "Încasează la")
        if all(isinstance(cell, Dice) for cell in cells):
            counts = sorted(len(cell.values) for cell in cells)  # type: ignore[union-attr]
            # half keep one line, and a row of five (a Penta, five of a kind) is never
            # broken three and two: the column keeps room for five dice in a row
            need = counts[-1]
            few = max(counts[(len(counts) - 1) // 2],
                      max((c for c in counts if c <= ONE_ROW_DICE), default=0))
            need = need * style.die + (need - 1) * dice_gap(style.die)
            keep = few * style.die + (few - 1) * dice_gap(style.die) + 2 * style.pad
        elif column.strong or column.align == "right":
            need = max(text_size(str(cell), _cell_size(style, column))[0] for cell in cells)
        else:
            size, texts = _cell_size(style, column), [str(c) for c in cells]
            two = narrowest(lambda w, s=size, t=texts: all(len(wrap(x, s, w)) <= 2 for x in t),
                            width)
            wanted.append(two + 2 * style.pad + 1)  # a pixel the widths' rounding may take
            need = -1
        natural.append(None if need < 0 else max(need, head) + 2 * style.pad)
        dice.append(keep is not None)
        least.append(keep)
    groups = groups or [[k] for k in range(len(table.columns))]
    folded: list[int | None] = []
    for group in groups:
        sizes = [natural[k] for k in group]
        folded.append(None if None in sizes else max(sizes))  # type: ignore[type-var]
    floors = [max((least[k] if least[k] is not None else natural[k] or 0) for k in group)
              if any(dice[k] for k in group) else None for group in groups]
    weights = [sum(table.columns[k].weight for k in group) for group in groups]
    return column_widths(width, weights, folded, [any(dice[k] for k in group)
                                                  for group in groups], wanted, floors)


ONE_ROW_DICE = 5
"""A table's column of dice keeps room for this many dice on one line (six may lie three and
three, balanced; five never three and two)."""


def _as_unit(laid: Laid, first: int, unit: tuple[int, int]) -> None:
    """Mark the lines and dice added since operation ``first`` as one ``unit`` (a table row,
    an example): the view shows them all or none, never half a row."""
    for i in range(first, len(laid.ops)):
        op = laid.ops[i]
        if not isinstance(op, RectOp):
            laid.ops[i] = replace(op, unit=unit)


def _cell_size(style: Style, column: Column) -> int:
    """Font size of a table cell (strong columns in body size, the rest a little smaller)."""
    return style.body if column.strong else style.small


def _dice_height(dice: Dice, width: int, side: int) -> int:
    """The size of the dice of a row fitted into ``width``: ``side`` when half of them fit
    on a line (they take two), else smaller (the gaps shrinking with the dice, as drawn)."""
    count = max(1, -(-len(dice.values) // 2))
    while side > 10 and count * side + (count - 1) * dice_gap(side) > width:
        side -= 1
    return side


EXAMPLE_DIE = 1.31
"""A worked example's dice are this much larger than the rules' other dice (hM28: they are
the example's picture, read first; its row no longer half empty beside small dice)."""


def _example(b: _Builder, example: Example) -> None:
    """The dice and their points on one line, the explanation under them across the whole
    band (a wide measure: few wrapped lines, no gap beside dice fewer than the column's)."""
    style = b.style
    pad = style.pad
    side = round(style.die * EXAMPLE_DIE)
    gap = dice_gap(side)
    dice_w = example.slots * side + (example.slots - 1) * gap
    points_w = text_size("00 000", style.heading, BOLD)[0]  # the largest worked example
    text_w = b.width - 2 * pad
    text_h = len(wrap_lines(example.text, style.body, max(1, text_w))) * line_height(style.body)
    ph = line_height(style.heading)
    head_h = max(side, ph)
    below = pad // 2 + max(2, side // 10)  # the dice's gold rings clear of the words
    row_h = pad + head_h + below + text_h + pad // 2  # (its last line's leading under it)
    top = b.y
    b.laid.starts.append(max(0, top - pad // 2))  # a page opens on it with air above its box
    b.laid.ops.append(RectOp(pygame.Rect(0, top, b.width, row_h), theme.TABLE_STRIPE,
                             theme.TABLE_STRIPE_ALPHA, pad))
    first = len(b.laid.ops)
    b.dice(example.dice, pad, top + pad + (head_h - side) // 2, side,
           min(dice_w, b.width - points_w - 3 * pad))
    b.text_lines(example.points, b.width - points_w - pad, points_w, style.heading, theme.GOLD,
                 top + pad + (head_h - ph) // 2, "right", weight=BOLD)
    b.text_lines(example.text, pad, text_w, style.body, theme.CREAM, top + pad + head_h + below)
    _as_unit(b.laid, first, (top, top + row_h))
    b.laid.examples.append((top, top + row_h))
    b.y = top + row_h + pad


# --- drawing ----------------------------------------------------------------------------------


def draw_laid(surface: pygame.Surface, laid: Laid, viewport: pygame.Rect, offset: int,
              x: int | None = None, whole_lines: bool = False) -> None:
    """Draw the operations of ``laid`` that show in ``viewport`` scrolled by ``offset``.

    ``x`` is the screen x of the content's left edge (the viewport's left by default);
    ``whole_lines``: no line or die sliced by the viewport's edges, not even a card's
    (:func:`visible_ops`).
    """
    left = viewport.x if x is None else x
    top = viewport.y - offset
    old_clip = surface.get_clip()
    surface.set_clip(viewport.clip(old_clip) if old_clip else viewport)
    cache = face_cache()
    for op in visible_ops(laid, offset, viewport.h, whole_lines):
        if isinstance(op, TextOp):
            draw_text(surface, op.text, op.size, op.colour, (left + op.x, top + op.y), "topleft",
                      weight=op.weight)
        elif isinstance(op, RectOp):
            rect = op.rect.move(left, top)
            if op.alpha >= 255:
                pygame.draw.rect(surface, op.colour, rect, op.width, border_radius=op.radius)
            elif op.radius and rect.top < viewport.bottom < rect.bottom:
                # a card the view's foot stops in is drawn closed there (its rounded foot
                # at the view's end), never a box sliced open (critic M30)
                rect.h = viewport.bottom - rect.top
                surface.blit(_layer(replace(op, rect=rect)), rect)
            else:
                surface.blit(_layer(op), rect)
        else:
            look = Look.DIMMED if op.held is False else Look.NORMAL
            image = cache.tight(op.face, op.side, look)
            rect = image.get_rect(center=(left + op.x + op.side // 2, top + op.y + op.side // 2))
            surface.blit(image, rect)
            if op.held:
                ring = rect.inflate(max(4, op.side // 8), max(4, op.side // 8))
                pygame.draw.rect(surface, theme.GOLD, ring, max(2, op.side // 14),
                                 border_radius=max(3, op.side // 4))
    surface.set_clip(old_clip)


def clear_layers() -> None:
    """Forget the translucent boxes drawn so far (their pages are closed)."""
    _LAYERS.clear()
