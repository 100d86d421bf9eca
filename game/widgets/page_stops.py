"""Where a laid-out page may sit at the top of its view, and where a view may end.

Page Up/Down and End land the page on a *stop*: the top of a line, a die, a table row or a
worked example that nothing else straddles, so the view never opens on a sliced line or the
accents of a line cut away; Page Up/Down prefer the start of a block (a paragraph, a heading,
a list item, a table row), so a page never opens on the last lines of a paragraph. A view
never ends on a section heading whose body lies below; a table whose header has scrolled
away has it repeated at the view's top, the page shown under it (:func:`pinned_header`).
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import replace

from game.widgets.document import Laid, RectOp, TextOp
from game.widgets.text import BOLD


def stops(laid: Laid) -> list[int]:
    """The content heights the view's top may sit on without cutting anything, ascending
    (0 always among them)."""
    extents = []
    for op in laid.ops:
        if isinstance(op, RectOp):
            continue
        unit = getattr(op, "unit", None)
        extents.append(unit if unit is not None else (op.y, op.bottom))
    extents += [(top, head) for top, head, _ in laid.tables]  # a table's header band whole
    # (round 78, hR82, S49: a view opened on its words, the band's top cut off over them)
    covered = bytearray(max(laid.height, 1) + 2)
    for top, bottom in extents:
        for y in range(max(0, top + 1), min(bottom, len(covered))):
            covered[y] = 1
    found = {0} | {top for top, _ in extents if 0 <= top < len(covered) and not covered[top]}
    return sorted(found)


def padded_height(laid: Laid, stop_list: list[int], view: int) -> int:
    """The content height to scroll over so that the farthest offset (End) is a stop: the
    page's height, grown by the few pixels that bring its end offset down onto the next
    stop."""
    end = laid.height - view
    if end <= 0:
        return laid.height
    after = [s for s in stop_list if s >= end]
    return (after[0] if after else end) + view


def page_target(stop_list: list[int], offset: int, wanted: int) -> int:
    """Where a page step from ``offset`` towards ``wanted`` lands: the last stop at or above
    ``wanted`` (never a slice); when none lies between the two, ``wanted`` itself (a row
    taller than the view must still be read)."""
    at = bisect_right(stop_list, wanted) - 1
    if wanted > offset:
        if at >= 0 and stop_list[at] > offset:
            return stop_list[at]
        return wanted
    # upwards: the first stop at or below ``wanted``, i.e. moving at most a page
    ahead = bisect_right(stop_list, wanted - 1)
    if ahead < len(stop_list) and stop_list[ahead] < offset:
        return stop_list[ahead]
    return wanted


def read_on_target(laid: Laid, stop_list: list[int], offset: int, end: int) -> int:
    """Where a page read on from ``offset`` past a view ending at ``end`` (under its last
    whole line) lands: the first stop at or after ``end`` when nothing straddles ``end``
    (no line shown whole comes again); else the last stop at or above ``end`` (the top of
    what the edge cut)."""
    after = [s for s in stop_list if s >= end]
    if after:
        nxt = after[0]
        straddling = False
        for op in laid.ops:
            if isinstance(op, RectOp):
                continue
            unit = getattr(op, "unit", None)
            top, bottom = unit if unit is not None else (op.y, op.bottom)
            if top < end < bottom or (end <= top < nxt):
                straddling = True
                break
        if not straddling:
            return nxt
    return page_target(stop_list, offset, end)


def wheel_target(stop_list: list[int], offset: int, wanted: int) -> int:
    """Where a wheel's (or an arrow key's) step from ``offset`` towards ``wanted`` lands: the
    farthest stop between the two, else the next stop that way (a step always moves a line,
    and the view's top never rests mid-line)."""
    if wanted > offset:
        ahead = [s for s in stop_list if offset < s <= wanted]
        beyond = [s for s in stop_list if s > offset]
        return max(ahead) if ahead else (min(beyond) if beyond else wanted)
    if wanted < offset:
        back = [s for s in stop_list if wanted <= s < offset]
        before = [s for s in stop_list if s < offset]
        return min(back) if back else (max(before) if before else wanted)
    return offset


def nearest_stop(stop_list: list[int], offset: int) -> int:
    """The stop nearest ``offset`` (where a dragged page comes to rest)."""
    return min(stop_list, key=lambda s: (abs(s - offset), s)) if stop_list else offset


def block_target(laid: Laid, stop_list: list[int], offset: int, wanted: int) -> int:
    """Where a page step from ``offset`` towards ``wanted`` lands: the farthest start of a
    block (:attr:`Laid.starts`) between the two, so the page opens on a paragraph's first line
    or a table row, not on a paragraph's last lines; when no block starts there (a paragraph
    taller than the view), :func:`page_target`'s stop."""
    if wanted > offset:
        ahead = [s for s in laid.starts if offset < s <= wanted]
        return max(ahead) if ahead else page_target(stop_list, offset, wanted)
    back = [s for s in laid.starts if wanted <= s < offset]
    return min(back) if back else page_target(stop_list, offset, wanted)


def pinned_header(laid: Laid, offset: int) -> tuple[Laid, int] | None:
    """The header of the table the view at ``offset`` opens inside (its own header scrolled
    away, rows of it still below): its drawing moved to content ``offset`` (the view shows it
    at its top and the page from ``offset`` under it), and its height; None when the view
    opens on no such table."""
    for top, head, bottom in laid.tables:
        height = head - top
        if head <= offset < bottom - 1:
            shift = offset - top
            header = Laid(height=height)
            for op in laid.ops:
                if isinstance(op, RectOp) and op.rect.y == top and op.rect.h == height:
                    header.ops.append(RectOp(op.rect.move(0, shift), op.colour, op.alpha,
                                             op.radius, op.width))
                elif isinstance(op, TextOp) and op.unit is None and top <= op.y < head:
                    header.ops.append(replace(op, y=op.y + shift))
            return header, height
    return None


def without_stranded_heading(laid: Laid, offset: int, shown: int, height: int) -> int:
    """``shown`` (the view's drawn height), less a section heading it would end on with
    none of its body under it (kept when stopping above it would leave under half the
    view)."""
    high = offset + shown
    for anchor in sorted(laid.anchors.values(), reverse=True):
        if not offset < anchor < high:
            continue
        heading = [op for op in laid.ops if isinstance(op, TextOp) and op.weight == BOLD
                   and op.unit is None and anchor <= op.y < anchor + (op.bottom - op.y) * 3]
        if not heading or heading[0].y != anchor:
            continue  # a table's anchor, not a heading
        end = max(op.bottom for op in heading)
        body = [op for op in laid.ops if not isinstance(op, RectOp) and op.y >= end]
        if not body or min(op.bottom for op in body) <= high:
            return shown  # the page ends here, or its first body line shows
        return anchor - offset if anchor - offset >= height // 2 else shown
    return shown


def without_paragraph_head(laid: Laid, offset: int, shown: int, height: int,
                           least: float = 0.8) -> int:
    """``shown`` (the view's drawn height), less the first lines of a block (a paragraph, a
    list item) that starts in the view's last fifth (past ``least`` of ``height``) and does
    not fit: the view ends under the block before it, the next page opens on it whole."""
    end = offset + shown
    cut = [s for s in laid.starts if offset + least * height <= s < end]
    if not cut:
        return shown
    start = max(cut)
    later = [s for s in laid.starts if s > start]
    nxt = later[0] if later else laid.height
    block = [op for op in laid.ops if not isinstance(op, RectOp) and start <= op.y < nxt]
    if block and max(op.bottom for op in block) > end:
        return start - offset
    return shown


def with_heading_body(laid: Laid, offset: int, shown: int, height: int) -> int:
    """``shown`` (the view's drawn height), grown to the end of the first block under a
    section heading it would end on with none of its body (its lead-in held back for what it
    introduces, the heading kept for the view's half), when that block fits whole in
    ``height``: a heading never stands alone over the cue (round 78, hR82, S49)."""
    high = offset + shown
    starts = sorted(set(laid.starts))
    for anchor in sorted(laid.anchors.values(), reverse=True):
        if not offset < anchor < high or anchor not in starts:
            continue
        if not any(isinstance(op, TextOp) and op.weight == BOLD and op.unit is None
                   and op.y == anchor for op in laid.ops):
            continue  # a table's anchor, not a heading
        later = [s for s in starts if s > anchor]
        if not later or later[0] < high:
            return shown  # its body starts in the view
        after = [s for s in starts if s > later[0]]
        end = after[0] if after else laid.height
        block = [op for op in laid.ops if not isinstance(op, RectOp) and later[0] <= op.y < end]
        bottom = max((op.bottom for op in block), default=end)
        return bottom - offset if bottom - offset <= height and not any(
            op.unit is not None for op in block) else shown
    return shown


def with_next_opening(laid: Laid, offset: int, shown: int, height: int) -> int:
    """``shown`` (the view's drawn height), grown over the next section's opening when the
    view ends where a section ends and that heading and the words under it (a paragraph or
    a list item, no row or card) fit whole in ``height``: the view does not stop lines
    short of its foot at a section's end (round 78, hR82, S49; its cue then says the new
    section goes on)."""
    high = offset + shown
    starts = sorted(set(laid.starts))
    nxt = [s for s in starts if s >= high]
    if not nxt or nxt[0] not in laid.anchors.values():
        return shown
    if any(isinstance(op, TextOp) and op.unit is None and op.y < nxt[0] and op.bottom > high
           for op in laid.ops):
        return shown  # (a block of this section is cut there: not a section's end)
    if not any(isinstance(op, TextOp) and op.weight == BOLD and op.unit is None
               and op.y == nxt[0] for op in laid.ops):
        return shown  # a table's anchor, not a heading
    later = [s for s in starts if s > nxt[0]]
    if not later:
        return shown
    after = [s for s in starts if s > later[0]]
    end = after[0] if after else laid.height
    block = [op for op in laid.ops if not isinstance(op, RectOp) and later[0] <= op.y < end]
    if not block or any(op.unit is not None for op in block):
        return shown
    bottom = max(op.bottom for op in block)
    return bottom - offset if bottom - offset <= height else shown
