"""What waits under a Rules view's foot (ruling S97 1.): the tests of the page's fold measure
the bare panel over the cue against it."""

from __future__ import annotations

from typing import Any

from game.widgets.document import RectOp


def waiting_height(scene: Any, offset: int, shown_h: int) -> int:
    """The height of the block that waits whole under a view from ``offset`` ``shown_h``
    tall (the first one any of whose lines or dice lies under its foot), with a block's air
    and the cue's row; 0 where none."""
    page = scene.page
    foot = offset + shown_h
    under = [op.y for op in page.ops if not isinstance(op, RectOp) and op.bottom > foot
             and op.y >= offset]
    if not under:
        return 0
    first = min(under)
    start = max((s for s in page.starts if s <= first), default=first)
    end = min([s for s in page.starts if s > start] + [page.height])
    return end - start + scene.doc_style.pad + scene.cue_room()  # (with its air and the
    # cue's row: it did not fit with them)
