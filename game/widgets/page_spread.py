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


SECTION_AIR = 3.0
"""The most body lines of air a gap before a section's heading takes (a section break may
stand apart)."""
BLOCK_AIR = 1.0
"""The most body lines of air a gap between two blocks of one section takes, and the most a
table row or a worked example's card grows: past that the view reads as broken apart (a
list's items a paragraph apart), and the rest of the room stays under the cue."""


def slots(laid: Laid, offset: int, height: int,
          line: int = 0) -> list[tuple[int, str, tuple[int, int], int]]:
    """Where a view ``height`` tall from ``offset`` may take more room, in order: each as
    (its content y, "gap" or "row", its span, the most it may take at a body ``line``
    tall). The gaps are the block starts under its top that may stand further down (not a
    table's row, nor a heading's body; before a heading, a section break, up to
    :data:`SECTION_AIR` lines); the rows are the table rows and worked examples it shows
    whole (each may grow up to :data:`BLOCK_AIR` lines)."""
    high = offset + height
    headed = heading_starts(laid)
    after_heading = set()
    ordered = sorted(set(laid.starts))
    for k, start in enumerate(ordered[:-1]):
        if start in headed:
            after_heading.add(ordered[k + 1])
    most = round(BLOCK_AIR * line) if line else 1 << 30
    places = [(s, "gap", (s, s), round(SECTION_AIR * line) if line and s in headed else most)
              for s in ordered if offset < s < high and s not in after_heading
              and not any(head <= s < end for _, head, end in laid.tables)]
    places += [(top, "row", (top, bottom), most) for top, bottom in units(laid, offset, high)]
    return sorted(places)


def shares(extra: int, caps: list[int]) -> list[int]:
    """``extra`` pixels handed out to places that take at most ``caps`` each, as evenly as
    whole pixels allow (a place full, the rest shared by the others); what none may take is
    left out."""
    given = [0] * len(caps)
    left = max(0, extra)
    open_ = [k for k, cap in enumerate(caps) if cap > 0]
    while left > 0 and open_:
        base, rest = divmod(left, len(open_))
        if base == 0 and rest == 0:
            break
        for n, k in enumerate(list(open_)):
            take = min(caps[k] - given[k], base + (1 if n < rest else 0))
            given[k] += take
            left -= take
        open_ = [k for k in open_ if given[k] < caps[k]]
    return given


def spread(laid: Laid, offset: int, height: int, room: int, air: int = 0,
           line: int = 0) -> Laid:
    """The operations a view ``height`` tall from ``offset`` shows, moved so that they fill
    ``room`` down to ``air`` over its foot: the room under its lowest thing (the air before
    a next heading held back included) handed out among its block gaps, table rows and cards
    (:func:`slots`, each taking no more than its share at a body ``line`` tall; what none
    may take stays under them); as drawn at ``offset`` in a view ``room`` tall. With nowhere
    to put it (one block alone), the ops as they are."""
    places = slots(laid, offset, height, line)
    shown = [op for op in visible_ops(laid, offset, height)  # (not a box's edge at the
             if op.y < offset + height and op.bottom > offset]  # view's edge: none of it shows)
    used = max((op.bottom for op in shown), default=offset + height) - offset
    given = shares(room - air - max(used, 0), [cap for *_, cap in places])
    out = Laid(height=laid.height)
    out.ops = [_moved(op, [p[:3] for p in places], given) for op in shown]
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
