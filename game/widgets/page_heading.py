"""A long page's sticky section heading: the heading of the section a view opens inside stays
pinned at the view's top while its body scrolls under it (round 79, ruling S66, critic cC78
#6: after one ↓ a section's body showed with its heading scrolled away).

The page is laid out once (:class:`game.widgets.document.Laid`); a view scrolled past a
section's heading (its top above the view's) shows that heading's drawing, moved to the
view's top, in a band as tall as the heading stands over its body, and the page from the
view's offset under it (as a table's header is repeated, :func:`page_stops.pinned_header`).
The page's stops skip the first body line under each heading (there the view would show the
very picture it shows on the heading), and the page scrolls far enough that its last line
shows under a pinned heading.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from game.widgets.document_blocks import Laid, RectOp, TextOp
from game.widgets.text import BOLD


def heading_anchors(laid: Laid) -> list[int]:
    """The content y of every section heading of ``laid`` (a named start where a bold line
    of running text stands), ascending."""
    return sorted({y for y in laid.anchors.values()
                   if any(isinstance(op, TextOp) and op.weight == BOLD and op.unit is None
                          and op.y == y for op in laid.ops)})


def heading_band(laid: Laid, anchor: int) -> int:
    """How tall the heading at ``anchor`` stands over its body: from its top to its body's
    first start (its lines, its rule and the pad under it)."""
    later = [s for s in laid.starts if s > anchor]
    return (min(later) if later else laid.height) - anchor


def top_section(anchors: Sequence[int], offset: int) -> int | None:
    """The heading (content y) of the section a view from ``offset`` opens in: the last one
    at or above its top; None above the first."""
    above = [a for a in anchors if a <= offset]
    return max(above) if above else None


def pinned_heading(laid: Laid, anchors: Sequence[int], offset: int) -> tuple[Laid, int] | None:
    """The heading a view from ``offset`` pins at its top (its section opened above the
    view): its drawing moved to content ``offset`` (as tall as its band) and how far it
    pushes the page down: its band's height, or while the heading is still leaving its place
    (the view less than a band past it) only that far, so the page under it moves on
    smoothly as a page glides past (the heading stands where it stood). None where the view
    opens on a heading or above the first."""
    anchor = top_section(anchors, offset)
    if anchor is None or anchor == offset:
        return None
    band = heading_band(laid, anchor)
    shift = offset - anchor
    pinned = Laid(height=band)
    for op in laid.ops:
        if isinstance(op, RectOp):
            if anchor <= op.rect.y < anchor + band:  # its rule
                pinned.ops.append(RectOp(op.rect.move(0, shift), op.colour, op.alpha,
                                         op.radius, op.width))
        elif isinstance(op, TextOp) and op.unit is None and anchor <= op.y < anchor + band:
            pinned.ops.append(replace(op, y=op.y + shift))
            pinned.texts.append(op.text)
    return pinned, min(band, shift)


def without_first_lines(stop_list: Sequence[int], laid: Laid,
                        anchors: Sequence[int]) -> list[int]:
    """``stop_list`` less the stops just under each heading (its body's first line): a view
    there would show, under the pinned heading, the very picture the heading's own stop
    shows, and ↓ would seem to do nothing."""
    skipped = {a + heading_band(laid, a) for a in anchors}
    return [s for s in stop_list if s not in skipped]


def end_offset(laid: Laid, anchors: Sequence[int], stop_list: Sequence[int], view: int,
               end: int) -> int:
    """The farthest offset a view ``view`` tall needs, from ``end`` (the page's end at the
    view's foot): further by the band of a heading pinned there, so that the page's last
    line shows under it (onto the next stop)."""
    for _ in range(len(anchors) + 1):
        pinned = pinned_heading(laid, anchors, end)
        if pinned is None or end + view - pinned[1] >= laid.height:
            return end
        wanted = laid.height - view + pinned[1]
        after = [s for s in stop_list if s >= wanted]
        end = after[0] if after else wanted
    return end
