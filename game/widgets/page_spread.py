"""A reading view filled to its foot: the whole blocks it shows spread down over its room.

A view of a laid-out page (:class:`game.widgets.document.Laid`) shows only whole blocks and
whole lines; where the next block (a table row, a worked example, a paragraph's first lines)
does not fit whole, the view stops above it and the room under its last block would stand
empty (critics cQ74, cC77: 100–250 px of bare panel under "Continuă mai jos ↓"). Like a
printed page justified to its foot, :func:`spread` hands that room out evenly among the
view's blocks: more air between two blocks (never between a heading and its body), a table
row or a worked example's card a little taller (its words and dice centred in it, its
stripe or card grown with it), so the last
block ends at the room's foot. Nothing moves inside a line, nothing is cut, and what is read
stays in its order; the page's own layout (its stops, anchors and heights) is untouched.
"""

from __future__ import annotations

from dataclasses import replace

import pygame

from game.widgets.document import visible_ops
from game.widgets.document_blocks import Laid, Op, RectOp, TextOp
from game.widgets.text import BOLD


def heading_starts(laid: Laid) -> set[int]:
    """The content y of every section heading's start (a bold line of running text that
    opens a block)."""
    starts = set(laid.starts)
    return {op.y for op in laid.ops if isinstance(op, TextOp) and op.weight == BOLD
            and op.unit is None and op.y in starts}


def units(laid: Laid, low: int, high: int) -> list[tuple[int, int]]:
    """The (top, bottom) of every table row and worked example lying whole between content
    ``low`` and ``high``, in order (each may grow, its words and dice centred in it)."""
    found = {op.unit for op in laid.ops if not isinstance(op, RectOp) and op.unit is not None}
    return sorted(u for u in found if u is not None and low <= u[0] and u[1] <= high)


def slots(laid: Laid, offset: int, height: int) -> tuple[list[int], list[tuple[int, int]]]:
    """Where a view ``height`` tall from ``offset`` may take more room: the block starts
    under its top that may stand further down (not a table's row, nor a heading's body), and
    the table rows and worked examples it shows whole (each may grow)."""
    high = offset + height
    rows = units(laid, offset, high)
    headed = heading_starts(laid)
    after_heading = set()
    ordered = sorted(set(laid.starts))
    for k, start in enumerate(ordered[:-1]):
        if start in headed:
            after_heading.add(ordered[k + 1])
    gaps = [s for s in ordered if offset < s < high and s not in after_heading
            and not any(head <= s < end for _, head, end in laid.tables)]
    return gaps, rows


def shares(extra: int, count: int) -> list[int]:
    """``extra`` pixels handed out to ``count`` places, as evenly as whole pixels allow."""
    if count <= 0:
        return []
    base, rest = divmod(max(0, extra), count)
    return [base + (1 if k < rest else 0) for k in range(count)]


def spread(laid: Laid, offset: int, height: int, room: int, air: int = 0) -> Laid:
    """The operations a view ``height`` tall from ``offset`` shows, moved so that they fill
    ``room`` down to ``air`` over its foot: the room under its lowest thing
    (the air before a next heading held back included) handed out among its block gaps and
    table rows (:func:`slots`); as drawn at ``offset`` in a view ``room`` tall. With nowhere
    to put it (one block alone), the ops as they are."""
    gaps, rows = slots(laid, offset, height)
    places: list[tuple[int, str, tuple[int, int]]] = [(s, "gap", (s, s)) for s in gaps]
    places += [(top, "row", (top, bottom)) for top, bottom in rows]
    places.sort()
    shown = [op for op in visible_ops(laid, offset, height)  # (not a box's edge at the
             if op.y < offset + height and op.bottom > offset]  # view's edge: none of it shows)
    used = max((op.bottom for op in shown), default=offset + height) - offset
    given = shares(room - air - max(used, 0), len(places))
    out = Laid(height=laid.height)
    out.ops = [_moved(op, places, given) for op in shown]
    moved = {getattr(old, "unit", None): getattr(new, "unit", None)
             for old, new in zip(shown, out.ops, strict=True)}
    out.tables = list(laid.tables)  # (where they were: only the page's own are read)
    out.examples = [moved.get(card) or card for card in laid.examples]  # (where drawn)
    return out


def _moved(op: Op, places: list[tuple[int, str, tuple[int, int]]], given: list[int]) -> Op:
    """``op`` moved down by the room handed out above it (a row it stands in grown: its
    stripe taller, its words and dice centred in it, its foot's line at its new foot)."""
    unit = getattr(op, "unit", None)
    top = unit[0] if unit is not None else op.y
    shift = 0
    grow = 0  # (a stripe's growth)
    inside = 0  # (how far down in its grown row an op moves)
    row_extra = 0  # (the growth of the row an op of words or dice stands in)
    for (at, kind, (row_top, row_bottom)), extra in zip(places, given, strict=True):
        if kind == "gap":
            if top >= at:
                shift += extra
            continue
        if row_bottom <= op.y and not (isinstance(op, RectOp) and op.rect.y == row_top):
            shift += extra  # a row wholly above: it grew
        elif row_top <= op.y < row_bottom:
            if isinstance(op, RectOp):
                if op.rect.y == row_top and op.rect.bottom == row_bottom:
                    grow = extra  # the row's stripe
                elif op.rect.bottom == row_bottom:
                    inside = extra  # its foot's line
            else:
                inside, row_extra = extra // 2, extra
    if isinstance(op, RectOp):
        rect = pygame.Rect(op.rect.x, op.rect.y + shift + inside, op.rect.w, op.rect.h + grow)
        return replace(op, rect=rect)
    moved_unit = None if unit is None else (unit[0] + shift, unit[1] + shift + row_extra)
    return replace(op, y=op.y + shift + inside, unit=moved_unit)
