"""The Rules page's teaser (ruling S102 1.): where the view stops short of a worked example
that waits whole for Page Down (S97 1.) and the blank over "Continuă mai jos ↓" holds that
card's first row, the row shows there: its dice and its points, on the top of its box, the
box fading out under them, so the blank reads as the next card coming, never as dead panel,
and no card is sliced (its words wait with it)."""

from __future__ import annotations

from dataclasses import replace

import pygame

from game import theme
from game.widgets import document as doc
from game.widgets.document_blocks import DieOp, Laid, Op, RectOp
from game.widgets.edge_fade import edge_fade

TEASER_AIR = 4
"""Window pixels at least between the teaser's faded foot and the cue's line."""


def waiting_example(page: Laid, bottom: int) -> tuple[int, int] | None:
    """The worked example that comes next under a view ending at ``bottom`` (page pixels):
    the first one starting at or under it, with nothing else of the page between."""
    later = [ex for ex in page.examples if ex[0] >= bottom]
    if not later:
        return None
    top = min(later)[0]
    between = [op for op in page.ops if bottom <= op.y < top]
    return min(later) if not between else None


def teaser_ops(page: Laid, example: tuple[int, int], pad: int) -> tuple[list[Op], int]:
    """The operations of ``example``'s first row (its box cut to that row, its dice, its
    points) and the row's height (page pixels), half a ``pad`` under the dice."""
    top, bottom = example
    inside = [op for op in page.ops if top <= op.y and op.bottom <= bottom]
    ink = [op for op in inside if not isinstance(op, RectOp)]
    if not ink:
        return [], 0
    dice = [op for op in ink if isinstance(op, DieOp)]
    first = min(op.y for op in ink)
    reach = first + (max(op.bottom - op.y for op in dice) if dice else 0)
    row = [op for op in ink if op.y < reach]
    height = max(op.bottom for op in row) + pad // 2 - top
    boxes = [replace(op, rect=pygame.Rect(op.rect.x, op.rect.y, op.rect.w, height))
             for op in inside if isinstance(op, RectOp) and op.y == top]
    return boxes + row, height


def teaser_rect(page: Laid, offset: int, shown: pygame.Rect, cue_top: int,
                pad: int) -> pygame.Rect | None:
    """Where the teaser of the example waiting under the view ``shown`` (scrolled by
    ``offset``) stands on the screen, or None where no example waits or its row does not fit
    over the cue (``cue_top``)."""
    example = waiting_example(page, offset + shown.h)
    if example is None:
        return None
    _, height = teaser_ops(page, example, pad)
    top = shown.y + example[0] - offset
    if height <= 0 or top + height > cue_top - TEASER_AIR:
        return None
    return pygame.Rect(shown.x, top, shown.w, height)


def draw_teaser(surface: pygame.Surface, page: Laid, offset: int, shown: pygame.Rect,
                cue_top: int, pad: int) -> pygame.Rect | None:
    """Draw the waiting example's first row over the cue (:func:`teaser_rect`), its box run
    on under the dice and fading out to the cue's air; return where it stands (None where it
    does not)."""
    rect = teaser_rect(page, offset, shown, cue_top, pad)
    if rect is None:
        return None
    example = waiting_example(page, offset + shown.h)
    assert example is not None
    ops, height = teaser_ops(page, example, pad)
    tail = min(example[1] - example[0], cue_top - TEASER_AIR - rect.y)  # the box run on,
    ops = [replace(op, rect=pygame.Rect(op.rect.x, op.rect.y, op.rect.w, tail))  # faded
           if isinstance(op, RectOp) else op for op in ops]  # to the cue: it goes on
    view = pygame.Rect(rect.x, rect.y, rect.w, tail)
    laid = Laid(ops=ops, height=page.height, tables=[], examples=[])
    doc.draw_laid(surface, laid, view, example[0])
    fade = max(2, view.bottom - rect.bottom + pad // 2)
    surface.blit(edge_fade(rect.w, fade, theme.PANEL, True), (rect.x, view.bottom - fade))
    return view
