"""A page's view filled to its foot: a list item or a worked example split by its rows where
the view's foot falls (round 80, hR84, ruling S83, critic cC79 #1: "Continuă mai jos ↓" stood
over a quarter to a third of bare panel where the next item or card waited whole).

Paragraphs stay whole (critic A70: never "…Aplicația o" over the cue); a table is split by its
rows already (each row a unit). A list item's rows are its lines; a worked example's are its
dice with their points, then each line of its words (its box drawn closed under the last row
shown, :func:`game.widgets.document.draw_laid`). Page Down then opens on the split block's
start (:func:`cut_block_start`), so it is read whole there, never from its middle.
"""

from __future__ import annotations

from game.widgets.document_blocks import Laid, RectOp

SPLIT_LEAST_ROWS = {"item": 1, "card": 2}
"""The fewest rows of a split block a view shows: a list item's first line, a card's dice
and points with a line of its words (never a card of dice alone over the cue)."""


def _block(laid: Laid, start: int) -> tuple[int, int]:
    """The block beginning at ``start``: (start, the next block's start or the page's end)."""
    later = [s for s in laid.starts if s > start]
    return start, min(later) if later else laid.height


def _first_unshown(laid: Laid, offset: int, foot: int) -> int | None:
    """The content y of the first line or die under a view from ``offset`` ending at
    ``foot`` (None when the page ends there)."""
    under = [op.y for op in laid.ops
             if not isinstance(op, RectOp) and op.bottom > foot and op.y >= offset]
    return min(under) if under else None


def block_kind(laid: Laid, start: int, end: int) -> str | None:
    """"item" for a list item beginning at ``start``, "card" for a worked example in
    [``start``, ``end``), else None (a paragraph, a heading, a table's row)."""
    if start in laid.items:
        return "item"
    if any(start <= top < end for top, _ in laid.examples):
        return "card"
    return None


def row_feet(laid: Laid, start: int, end: int) -> list[int]:
    """Where a view may end inside the block [``start``, ``end``): under each of its rows (a
    foot no line or die of it straddles), ascending."""
    ops = [op for op in laid.ops if not isinstance(op, RectOp) and start <= op.y < end]
    feet = sorted({op.bottom for op in ops})
    return [f for f in feet if not any(op.y < f < op.bottom for op in ops)]


def with_split_rows(laid: Laid, offset: int, shown: int, height: int, air: int) -> int:
    """``shown`` (the view's drawn height), grown through the rows of the list item or worked
    example that begins under it, as many whole rows as fit in ``height`` (a card's box closed
    ``air`` under its last row shown); unchanged under a paragraph, a heading or a table."""
    foot = offset + shown
    first = _first_unshown(laid, offset, foot)
    if first is None:
        return shown
    start = max((s for s in laid.starts if s <= first), default=None)
    if start is None or start < offset:
        return shown
    start, end = _block(laid, start)
    kind = block_kind(laid, start, end)
    if kind != "item":  # a card is whole or waits whole (ruling S97 1., critic cC80 #7: split
        return shown  # by its rows it read as "cut mid-card"); a paragraph, a heading, a row
    feet = row_feet(laid, start, end)
    if kind == "card":  # (all its rows shown, its box cut: it would read as whole, then
        feet = feet[:-1]  # come again at Page Down; it waits whole instead)
    fitting = [f for f in feet[SPLIT_LEAST_ROWS[kind] - 1:] if foot < f <= offset + height]
    if not fitting:
        return shown
    last = max(fitting)
    if kind == "card":  # its box closes a little under the row (no line of it in that air)
        below = [op.y for op in laid.ops if not isinstance(op, RectOp) and last <= op.y < end]
        last += max(0, min(air, min(below, default=last + air + 1) - last - 1,
                           offset + height - last))
    return last - offset


def cut_block_start(laid: Laid, offset: int, shown: int) -> int | None:
    """The start of the block a view from ``offset`` ``shown`` tall cuts at its foot, begun
    inside the view (a paragraph read on, a list item or a card split by its rows): Page
    Down opens there; None where the foot falls between blocks or in one begun above."""
    foot = offset + shown
    first = _first_unshown(laid, offset, foot)
    if first is None:
        return None
    start = max((s for s in laid.starts if s <= first), default=None)
    if start is None or not offset < start < foot:
        return None
    return start


def block_step(laid: Laid, stop_list: list[int], offset: int, view: int, down: bool,
               air: int) -> int | None:
    """Where ↓ (``down``) or ↑ from ``offset`` lands: the next (or previous) block's start
    (a heading, a paragraph, a list item, a table row; a card with ``air`` above its box)
    that the page may open on, when it lies within a view ``view`` tall (no line between
    passed unseen); None where the block is taller than that (its lines are read on, a line
    a step). ruling S83, critic cC79 #6: ↓ left "treci rezultatul…" under the pinned
    heading."""
    allowed = set(stop_list)
    cards = {max(0, top - air) for top, _ in laid.examples}
    starts = sorted(s for s in set(laid.starts) if s in allowed or s in cards)
    if down:
        ahead = [s for s in starts if s > offset]
        return ahead[0] if ahead and ahead[0] - offset <= view else None
    back = [s for s in starts if s < offset]
    return back[-1] if back and offset - back[-1] <= view else None
