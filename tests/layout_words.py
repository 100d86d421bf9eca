"""Words as regions for the coach pointers' check (hC22, critic C21): a pointer never crosses
a table's label column or a panel's rows of words, even where it slips between two lines
and touches no letter (the Yams countdown's pointer ran between "Patru" and "Cinci" across
the sheet's row labels). A column is two lines or more whose left (or right) edges align,
each under the last with a gap no taller than a line: its region is their union."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.widgets.layout_record import TextMark

ALIGN = 3
"""How far (pixels) two lines' edges may differ and still align in one column."""


def _ink(rect: pygame.Rect) -> pygame.Rect:
    """The part of a line box the letters fill (as :func:`tests.layout_check._ink`)."""
    inset = rect.h // 5
    return pygame.Rect(rect.x + 1, rect.y + inset, max(0, rect.w - 2), max(0, rect.h - 2 * inset))


def word_columns(texts: Sequence[TextMark]) -> list[pygame.Rect]:
    """The regions of the columns of words among ``texts`` (coach cards' own words left out):
    lines aligned on their left edge (labels) or their right edge (figures), stacked with a
    gap no taller than a line, two or more."""
    lines = [t.rect for t in texts if t.role != "coach" and t.rect.w > 0 and t.rect.h > 0]
    found: list[pygame.Rect] = []
    for edge in (lambda r: r.left, lambda r: r.right):
        for first in lines:
            column = sorted((r for r in lines if abs(edge(r) - edge(first)) <= ALIGN),
                            key=lambda r: r.y)
            run = [column[0]] if column else []
            for rect in column[1:]:
                if rect.y - run[-1].bottom <= max(rect.h, run[-1].h) and rect.y >= run[-1].y:
                    run.append(rect)
                    continue
                if len(run) > 1:
                    found.append(_union(run))
                run = [rect]
            if len(run) > 1:
                found.append(_union(run))
    unique: list[pygame.Rect] = []
    for rect in found:
        if rect not in unique:
            unique.append(rect)
    return unique


def _union(rects: list[pygame.Rect]) -> pygame.Rect:
    region = _ink(rects[0])
    for rect in rects[1:]:
        region.union_ip(_ink(rect))
    return region


def label_columns(scene: Any) -> list[pygame.Rect]:
    """A table's label columns drawn from a cache (unrecorded letter by letter): the Yams
    sheet's row labels, from its top to its bottom."""
    sheet = getattr(scene, "sheet", None)
    width = getattr(sheet, "label_w", 0)
    if sheet is None or not width:
        return []
    rect = pygame.Rect(sheet.rect)
    return [pygame.Rect(rect.x, rect.y, width, rect.h)]


def columns_crossed(points: Sequence[tuple[int, int]], texts: Sequence[TextMark],
                    target: pygame.Rect | None = None,
                    words: Sequence[pygame.Rect] = (),
                    through: pygame.Rect | None = None) -> list[pygame.Rect]:
    """The word columns a pointer through ``points`` crosses (``words``: columns known
    besides the recorded lines'; but one holding its tip or its ``target``: what it points
    at; and not inside ``through``: the row it runs along to its target)."""
    tip = points[-1]
    crossed = []
    for region in [*word_columns(texts), *map(pygame.Rect, words)]:
        if region.collidepoint(tip) or (target is not None and region.colliderect(target)):
            continue
        for a, b in zip(points, points[1:], strict=False):
            cut = region.clipline(a, b)
            if cut and not (through is not None and all(through.collidepoint(p) for p in cut)):
                crossed.append(region)
                break
    return crossed
