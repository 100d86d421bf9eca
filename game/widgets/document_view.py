"""What a view shows of a laid-out page (:class:`game.widgets.document_blocks.Laid`): the
operations in a view scrolled by an offset (a line only whole, a table row or a worked example
whole or cut with everything in it), how tall a view may be drawn without slicing a row or
ending on a lead-in, and how far the lines cut by its edges reach (for the fades).

Split from :mod:`game.widgets.document` (round 80, hR84: that module stood at 600 lines); the
document re-exports these names.
"""

from __future__ import annotations

from game.widgets.document_blocks import Laid, Op, RectOp, TextOp


def visible_ops(laid: Laid, offset: int, height: int, whole_lines: bool = False) -> list[Op]:
    """The operations of ``laid`` to draw in a view ``height`` pixels tall scrolled by
    ``offset``: a line of running text only whole (a line sliced by an edge is left out rather
    than shown in half); a box, a table row or a worked example whole or cut by the edge
    with everything in it (never an empty box), under the view's fades. With ``whole_lines``
    (the page run on under a fade) every line and die whole, and a table row (its name, dice,
    points and band) or a worked example (its box, dice, points and words) whole or not at
    all (round 74, critic cQ74: "Suită mică" showed its description there, not its name;
    critic cS74: five 2s and their "0" without their explanation)."""
    low, high = offset, offset + height
    shown: list[Op] = []
    for op in laid.ops:
        if op.bottom < low or op.y > high:
            continue
        if whole_lines:
            unit = None if isinstance(op, RectOp) else op.unit
            top, bottom = unit if unit else (op.y, op.bottom)
            if (top < low or bottom > high) and (not isinstance(op, RectOp)
                                                 or _in_table(laid, (top, bottom))
                                                 or (top, bottom) in laid.examples):
                continue
        elif not isinstance(op, RectOp) and op.unit is None:
            if op.y < low or op.bottom > high:
                continue
        shown.append(op)
    return shown


def _in_table(laid: Laid, span: tuple[int, int]) -> bool:
    """True when ``span`` (content top, bottom) lies within one of ``laid``'s tables."""
    return any(top <= span[0] and span[1] <= end for top, _, end in laid.tables)


def whole_height(laid: Laid, offset: int, height: int) -> int:
    """The height of a view ``height`` pixels tall scrolled by ``offset`` to draw so that no
    table row or worked example is sliced by its bottom edge: it stops above the first one
    the edge would cut (its letters, accents and dice whole, or not yet shown: the next
    card starts on the next page, whole), unless that would leave under half the view (a
    unit taller than that shows cut, under the fade).
    Nor does a view end on a paragraph that introduces what follows (its last line ends
    with ":") while what it introduces lies below: it stops above that paragraph."""
    high = offset + height
    units = [op.unit for op in laid.ops if not isinstance(op, RectOp)]
    cut = [unit for unit in units if unit is not None and unit[0] < high < unit[1]]
    shown = height
    if cut:
        stop = min(cut)[0]  # above it, a table row or a worked example alike (critic A70:
        # a card cut under its last whole line read "…rămasă goală, unde")
        if stop - offset >= height // 2:
            shown = stop - offset
    return _without_lead_in(laid, offset, shown, height)


def _without_lead_in(laid: Laid, offset: int, shown: int, height: int) -> int:
    """``shown`` (the view's drawn height), less the paragraph it would end on when that
    paragraph's last line ends with ":" and more of the page follows under the view (kept
    when stopping above it would leave under half the view)."""
    high = offset + shown
    lines = sorted((op for op in laid.ops if isinstance(op, TextOp) and op.unit is None
                    and op.y >= offset and op.bottom <= high), key=lambda op: op.y)
    if not lines or not lines[-1].text.rstrip().endswith(":"):
        return shown
    if not any(op.bottom > high for op in laid.ops):
        return shown  # the page ends here: nothing is left waiting below
    if any(not isinstance(op, RectOp) and op.y >= lines[-1].bottom and op.bottom <= high
           for op in laid.ops):
        return shown  # what it introduces shows under it (a row, a card: round 78, hR82)
    top = max((s for s in laid.starts if s <= lines[-1].y), default=lines[-1].y)  # its
    # paragraph's start (round 78, hR82: its last line alone was taken, the lines' leading
    # read as a gap between paragraphs)
    return top - offset if top - offset >= height // 2 else shown


def cut_extents(laid: Laid, offset: int, height: int) -> tuple[int, int]:
    """How far into a view ``height`` pixels tall scrolled by ``offset`` the words or dice cut
    by its top and bottom edges reach: (pixels under the top edge, pixels above the bottom
    edge), 0 where no edge cuts anything. The fades cover just these, so a whole line next to
    an edge is never dimmed."""
    low, high = offset, offset + height
    top = bottom = 0
    for op in visible_ops(laid, offset, height):
        if isinstance(op, RectOp):
            continue
        unit = op.unit or (op.y, op.bottom)  # a row cut by the top edge fades, even where
        if unit[0] < low:  # only its lines under the edge show (hM40: its first line gone)
            top = max(top, op.bottom - low)
        if op.bottom > high:
            bottom = max(bottom, high - op.y)
    return top, bottom
