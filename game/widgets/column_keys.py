"""↑ and ↓ in a page of cards set in columns (Settings; critic cC77, ruling S34 amended round
82, hK94, critic cC82 #2): the arrows read the page column by column, as a reader does: down a
column, on at the top of the next one (↓ never reached the right column's "Zaruri și sfaturi"
and "Calculatorul"), from the last column's last row down to the button under it; ↑ the same
road back; from a button up to the last row of the column above it; never from a button
sideways (↓ on "Înapoi" went to "Joacă …").

Pure geometry on rectangles: each row's rect with its column's span (the card round it), the
buttons with none."""

from __future__ import annotations

from collections.abc import Sequence

import pygame


def _span_gap(span: pygame.Rect, x: int) -> int:
    """How far ``x`` lies outside ``span``'s left..right (0 inside it)."""
    return max(0, span.left - x, x - span.right)


def column_step(index: int, rects: Sequence[pygame.Rect],
                spans: Sequence[pygame.Rect | None], key: int) -> int | None:
    """Where ↑ or ↓ (``key``) moves the focus from ``rects[index]``: an index, or None where it
    stays. ``spans[i]`` is the column span (the card) holding row ``i``, None for a button;
    rows whose spans share a left edge are one column."""
    here = rects[index]
    column = spans[index]
    rows = [i for i, span in enumerate(spans) if span is not None]
    buttons = [i for i, span in enumerate(spans) if span is None]
    if key == pygame.K_DOWN:
        if column is None:
            return None  # a button: nothing under it
        below = [i for i in rows if spans[i].x == column.x  # type: ignore[union-attr]
                 and rects[i].centery > here.centery]
        if below:
            return min(below, key=lambda i: rects[i].centery)
        nxt = [i for i in rows if spans[i].x > column.x]  # type: ignore[union-attr]
        if nxt:  # on at the top of the next column (S34 amended round 82, cC82 #2)
            side = min(spans[i].x for i in nxt)  # type: ignore[union-attr]
            return min((i for i in nxt if spans[i].x == side),  # type: ignore[union-attr]
                       key=lambda i: rects[i].centery)
        under = [i for i in buttons if rects[i].centery > here.centery]
        return min(under, key=lambda i: (_span_gap(column, rects[i].centerx),
                                         abs(rects[i].centerx - column.centerx)),
                   default=None)
    if key == pygame.K_UP:
        if column is not None:
            above = [i for i in rows if spans[i].x == column.x  # type: ignore[union-attr]
                     and rects[i].centery < here.centery]
            before = [i for i in rows if spans[i].x < column.x]  # type: ignore[union-attr]
            if not above and before:  # back to the foot of the column before (S34 amended)
                side = max(spans[i].x for i in before)  # type: ignore[union-attr]
                above = [i for i in before if spans[i].x == side]  # type: ignore[union-attr]
            return max(above, key=lambda i: rects[i].centery, default=None)
        over = [i for i in rows if rects[i].centery < here.centery]
        if not over:
            return None
        last_side = max(spans[i].x for i in over)  # type: ignore[union-attr]
        foot = max((i for i in over if spans[i].x == last_side),  # type: ignore[union-attr]
                   key=lambda i: rects[i].centery)
        if column_step(foot, rects, spans, pygame.K_DOWN) == index:
            return foot  # (the road ↓ came by, back: S34 amended round 82)
        near = min(over, key=lambda i: (_span_gap(spans[i], here.centerx),  # type: ignore[arg-type]
                                        abs(spans[i].centerx - here.centerx)))  # type: ignore[union-attr]
        side = spans[near].x  # type: ignore[union-attr]
        return max((i for i in over if spans[i].x == side),  # type: ignore[union-attr]
                   key=lambda i: rects[i].centery)
    return None
