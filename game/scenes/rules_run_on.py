"""The Rules page's run-on (ruling S97 1. and S102 1. amended round 82, critic cC81 #1; S110
amended round 82, critic cC82 #1 and #11): where a reading view stops on its last whole block
short of "Continuă mai jos ↓", the page runs on in the room between them, cut at a whole text
line: never mid-glyph, never half a table row or a worked example, never a heading without
its first line under it, and never a fade (read as slicing). The cue keeps a third of a line of
air over it. The panel looks full while more follows, and the lines shown are the page itself
at its own place, so Page Down's glide carries them up seamlessly."""

from __future__ import annotations

import pygame

from game.widgets import document as doc
from game.widgets.document_blocks import Laid, RectOp, TextOp
from game.widgets.text import BOLD

RUN_ON_AIR = 4
"""Window pixels at least between the run-on's last line and the cue's line."""
AIR_SHARE = 3
"""The cue's air: at least a body line over this (a third of a line: never crowded)."""


def run_on_air(line: int) -> int:
    """The air kept over the cue's line, body lines ``line`` tall (critic cC82 #11)."""
    return max(RUN_ON_AIR, line // AIR_SHARE)


def run_on_rect(shown: pygame.Rect, cue_top: int, line: int = 0) -> pygame.Rect | None:
    """The room the page may run on in under the view ``shown``: from its foot to the cue's
    line (``cue_top``, screen y) less the cue's air; None where there is no room."""
    height = cue_top - run_on_air(line) - shown.bottom
    if height <= 1:
        return None
    return pygame.Rect(shown.x, shown.bottom, shown.w, height)


def _extents(page: Laid, limit: int) -> list[tuple[int, int]]:
    """The (top, bottom) of everything that must show whole: each line, each table row,
    each worked example; but the card a run-on ending at ``limit`` stops in, by its own lines
    (its first row of dice and points shows whole, on its box closed under it: S102 1.)."""
    waiting = {card for card in page.examples if card[0] < limit < card[1]}
    return [op.unit if op.unit is not None and op.unit not in waiting else (op.y, op.bottom)
            for op in page.ops if not isinstance(op, RectOp)]


def _is_heading(page: Laid, op: TextOp) -> bool:
    """True for a line of a section heading (bold, loose, at or just under an anchor)."""
    if op.weight != BOLD or op.unit is not None:
        return False
    height = op.bottom - op.y
    return any(anchor <= op.y < anchor + 3 * height for anchor in page.anchors.values())


def _whole_cuts(page: Laid, top: int, limit: int) -> list[int]:
    """Every content y in (``top``, ``limit``] a run-on from ``top`` may end at, ascending:
    the foot of a whole line (or whole row, whole card), nothing straddling it, the last
    thing above it no heading (a heading waits for its first line: shown with it or not at
    all)."""
    extents = _extents(page, limit)
    found = []
    for cut in sorted({bottom for t, bottom in extents if t >= top and top < bottom <= limit}):
        if any(t < cut < bottom for t, bottom in extents):
            continue  # (a line, a row or a card would be sliced there)
        above = [op for op in page.ops if not isinstance(op, RectOp) and top <= op.y
                 and op.bottom <= cut]
        last = max(above, key=lambda op: op.bottom)
        if isinstance(last, TextOp) and _is_heading(page, last):
            continue
        found.append(cut)
    return found


def whole_cut(page: Laid, top: int, room: int) -> int | None:
    """The content y the run-on from ``top`` ends at within ``room``: the lowest of
    :func:`_whole_cuts`; None where not one line fits."""
    cuts = _whole_cuts(page, top, top + room)
    if not cuts:
        return None
    cut = cuts[-1]
    if any(card[0] < cut < card[1] for card in page.examples):  # a card's first row: its
        tops = [t for t, _ in _extents(page, top + room) if t >= cut]  # air under it kept
        cut = min([top + room, *tops])  # (its box closed under the air, not on the dice)
    return cut


def next_whole(page: Laid, top: int) -> int | None:
    """How tall the first whole piece under content y ``top`` is (a line, a row, a card, a
    heading with its first line): the least room a run-on needs there; None at the end."""
    cuts = _whole_cuts(page, top, page.height)
    return cuts[0] - top if cuts else None


def draw_run_on(surface: pygame.Surface, page: Laid, offset: int, shown: pygame.Rect,
                cue_top: int, line: int = 0) -> pygame.Rect | None:
    """Draw the page scrolled by ``offset`` on under the view ``shown``, in whole lines
    (:func:`whole_cut`) above the cue's air (:func:`run_on_rect`, ``line`` the body line's
    height); return where it stands (None: nothing drawn)."""
    rect = run_on_rect(shown, cue_top, line)
    if rect is None:
        return None
    top = offset + shown.h
    cut = whole_cut(page, top, rect.h)
    if cut is None:
        return None
    rect.h = cut - top
    ops = [op for op in page.ops if op.bottom > top and op.y < cut
           and (isinstance(op, RectOp) or op.y >= top)]
    doc.draw_laid(surface, Laid(ops=ops, height=page.height), rect, top)
    return rect
