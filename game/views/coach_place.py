"""Where a coach card goes and where its pointer runs (pure geometry over rectangles).

A card sits beside what it points at, its pointer crossing only the gap between them: below,
above, right or left of the target (:func:`place_card`). When no side is free, the card takes
the nearest free place from which a straight pointer ("leader") reaches the target crossing
nothing it must leave free (no die, no button, no caption); when there is no such place, there
is no place (the mark waits). :func:`pointer` gives the pointer's segment, which the drawing
and the layout check share.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from game import theme

Point = tuple[int, int]

SHORT = 5
"""How far (pixels) a pointer's tip stops short of its target: it points at it, never on it
(an arrowhead on a die's face or inside a button hides what it shows)."""

REACH = -SHORT
"""How far (pixels) a pointer's tip goes into its target (negative: it stops short)."""


def place_card(target: pygame.Rect, size: tuple[int, int], avoid: Sequence[pygame.Rect],
               bounds: pygame.Rect, gap: int, whole: Sequence[pygame.Rect] = (),
               clear: int = 0, longest: int = 0, rim: int = 0,
               slant: float = 0.0) -> tuple[pygame.Rect, str] | None:
    """A place for a card of ``size`` pointing at ``target``: below, above, right or left of
    it (``gap`` away: the pointer), slid along that side to stay in ``bounds``, touching
    none of ``avoid`` (nor the target), and either wholly inside or wholly outside each of
    ``whole`` (a panel it never straddles); else the nearest place with a clear leader
    (``clear``: how far short of the target it stops; ``longest``: the longest leader,
    0: any; ``rim``: how far a card inside a panel keeps off its border; ``slant``: a
    leader runs at least this many pixels across for each one down, 1: no steeper than 45
    degrees). Returns (rect, side) or None
    when nothing is free."""
    w, h = size
    blocked = [pygame.Rect(r) for r in avoid if r.w > 0 and r.h > 0] + [pygame.Rect(target)]
    for side in ("below", "above", "right", "left"):
        for slide in _slides(w if side in ("below", "above") else h, gap):
            if side in ("below", "above"):
                x = round(target.centerx - w / 2 + slide * w)
                x = max(bounds.x, min(x, bounds.right - w))
                y = target.bottom + gap if side == "below" else target.top - gap - h
                # the pointer must still meet the target from the card's edge
                if not x + gap <= target.centerx <= x + w - gap:
                    continue
            else:
                y = round(target.centery - h / 2 + slide * h)
                y = max(bounds.y, min(y, bounds.bottom - h))
                x = target.right + gap if side == "right" else target.left - gap - w
                if not y + gap // 2 <= target.centery <= y + h - gap // 2:
                    continue
            rect = pygame.Rect(x, y, w, h)
            if not bounds.contains(rect):
                continue
            if rect.collidelist(blocked) == -1 and not _straddles(rect, whole, rim):
                return rect, side
    return _nearest_free(target, size, blocked, bounds, gap, whole, clear, longest, rim, slant)


def _straddles(rect: pygame.Rect, whole: Sequence[pygame.Rect], rim: int) -> bool:
    """True when ``rect`` lies across a panel of ``whole`` or inside one but within ``rim``
    of its border."""
    return any(rect.colliderect(p) and not p.inflate(-2 * rim, -2 * rim).contains(rect)
               for p in whole)


def _slides(length: int, gap: int) -> list[float]:
    """How far a card may slide along the target's side (shares of its ``length``), the
    centred place first, then further and further out, as long as the pointer still meets
    the card's edge ``gap`` in from its corner."""
    most = max(0.0, 0.5 - gap / max(1, length))
    steps = 12
    slides = [0.0]
    for k in range(1, steps + 1):
        slides += [-most * k / steps, most * k / steps]
    return slides


def leader(card: pygame.Rect, target: pygame.Rect, clear: int) -> tuple[Point, Point]:
    """A leader's segment: from the card's edge nearest the target's centre to ``clear``
    pixels short of the target; to a row (a strip :data:`game.theme.COACH_ROW_SHAPE` times
    wider than tall) from a card off to its side, that side level with its middle (never
    its corner, on the edge it shares with the next row: critic C51)."""
    start = (max(card.x, min(target.centerx, card.right)),
             max(card.y, min(target.centery, card.bottom)))
    row = target.w >= theme.COACH_ROW_SHAPE * target.h
    if row and not target.x <= start[0] <= target.right:  # aside of it: its side's middle
        side = target.x - clear if start[0] < target.x else target.right + clear
        return start, (side, target.centery)
    goal = (max(target.x - clear, min(start[0], target.right + clear)),
            max(target.y - clear, min(start[1], target.bottom + clear)))
    return start, goal


def pointer(card: pygame.Rect, target: pygame.Rect, side: str, tip: int, clear: int,
            margin: int) -> tuple[Point, Point]:
    """The pointer's segment, from the card's edge to its tip: ``tip`` long on a side of the
    target (towards its centre, ``margin`` in from the card's corners), a leader otherwise."""
    if side == "leader":
        return leader(card, target, clear)
    inner = card.inflate(-2 * margin, -2 * margin)
    x = max(inner.x, min(target.centerx, inner.right))
    y = max(inner.y, min(target.centery, inner.bottom))
    if side == "below":
        return (x, card.top), (x, card.top - tip)
    if side == "above":
        return (x, card.bottom), (x, card.bottom + tip)
    if side == "right":
        return (card.left, y), (card.left - tip, y)
    return (card.right, y), (card.right + tip, y)


def crosses(segment: tuple[Point, Point], rects: Sequence[pygame.Rect]) -> pygame.Rect | None:
    """The first of ``rects`` the ``segment`` runs through (None: it crosses none)."""
    a, b = segment
    for rect in rects:
        if rect.w > 0 and rect.h > 0 and rect.clipline(a, b):
            return rect
    return None


def _nearest_free(target: pygame.Rect, size: tuple[int, int], blocked: Sequence[pygame.Rect],
                  bounds: pygame.Rect, gap: int, whole: Sequence[pygame.Rect],
                  clear: int, longest: int, rim: int = 0,
                  slant: float = 0.0) -> tuple[pygame.Rect, str] | None:
    """When no side of the target is free: the free place (a grid over ``bounds``) with the
    shortest straight leader to the target crossing none of ``blocked`` (nor the card
    itself), preferring one whose leader crosses no panel's rim (``whole``)."""
    w, h = size
    step = max(4, gap)
    reach = target.inflate(2 * gap, 2 * gap)
    others = [r for r in blocked if r != target]
    found: list[tuple[float, pygame.Rect]] = []
    ys = set(range(bounds.y, bounds.bottom - h + 1, step))
    xs = set(range(bounds.x, bounds.right - w + 1, step))
    inset = max(2, gap // 3)  # a card in a panel keeps off its rim and its words
    side = max(inset, rim)  # and off its side borders by ``rim``
    for panel in whole:  # a panel just tall (or wide) enough is not missed between steps
        if panel.h >= h:
            ys.add(panel.y + (panel.h - h) // 2)
        if panel.w >= w:
            xs.add(panel.x + (panel.w - w) // 2)
            xs.update((panel.x + side, panel.right - side - w))
    for rect in blocked:  # a free band just tall enough, right under or over what it keeps off
        ys.update((rect.bottom + inset, rect.top - inset - h))
        xs.add(rect.right)  # and a place right beside it (round 67: between the Yams
        # held dice and the sheet, 16 px off the dice, the grid's steps missed the one place)
    # (hC30: the same places, faster) the grid wholly inside ``bounds``, each sorted once; a
    # row of places is tried only against what lies across its band; a leader too long or
    # too steep is dropped before the sort (it was skipped after it: the same one is found)
    xs_in = sorted(x for x in xs if bounds.x <= x and x + w <= bounds.right)
    for y in sorted(y for y in ys if bounds.y <= y and y + h <= bounds.bottom):
        band = pygame.Rect(bounds.x, y, bounds.w, h)
        spans = _spans([r for r in (*blocked, reach) if r.colliderect(band)], w)
        k, last = 0, len(spans)
        for x in xs_in:
            while k < last and spans[k][1] <= x:
                k += 1
            if k < last and spans[k][0] < x:
                continue  # the card there would touch what lies across its band
            rect = pygame.Rect(x, y, w, h)
            if whole and _straddles(rect, whole, rim):
                continue
            a, b = leader(rect, target, clear)
            length = math.dist(a, b)
            if longest and length > longest:
                continue
            if abs(b[0] - a[0]) < slant * abs(b[1] - a[1]):
                continue  # too steep: it would slide down the side of what it points at
            hides = any(p.contains(rect) for p in whole)  # a panel's words under it
            # the shortest straight leader first, one that leaves no panel before any that
            # cuts across a panel's rim
            rims = sum(p.collidepoint(a) != p.collidepoint(b) for p in whole)
            found.append((rims, length + (2 * gap if hides else 0), rect))
    for *_, rect in sorted(found, key=lambda f: (f[0], f[1])):
        segment = leader(rect, target, clear)
        # the way it is drawn, onto the target, crosses nothing either (but what holds it)
        drawn = leader(rect, target, -REACH)
        holders = [r for r in others if not r.collidepoint(drawn[1])]
        if crosses(segment, others) is None and crosses(drawn, holders) is None \
                and not any(runs_along(*drawn, r, gap) for r in whole):
            return rect, "leader"
    return None


def _spans(rects: Sequence[pygame.Rect], w: int) -> list[tuple[int, int]]:
    """Where a card ``w`` wide, in a band all of ``rects`` lie across, may not start: for each
    rect the open run of x from ``rect.x - w`` to ``rect.right`` (there it would touch it),
    merged and in order."""
    merged: list[tuple[int, int]] = []
    for low, high in sorted((r.x - w, r.right) for r in rects):
        if merged and low < merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], high))
        else:
            merged.append((low, high))
    return merged


def runs_along(a: Point, b: Point, rect: pygame.Rect, near: float) -> bool:
    """True when the leg from ``a`` to ``b`` is about parallel to an edge of ``rect`` (within
    15 degrees) and runs within ``near`` pixels of it over a third of its length or more: a
    pointer never runs along an edge (hC17: a leader down the Yams sheet's side)."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    if math.hypot(dx, dy) < 1:
        return False
    vertical = abs(dx) <= abs(dy) * 0.27
    if not vertical and abs(dy) > abs(dx) * 0.27:
        return False
    steps = 24
    close = 0
    for k in range(steps + 1):
        x, y = a[0] + dx * k / steps, a[1] + dy * k / steps
        if vertical:
            close += (rect.top - near <= y <= rect.bottom + near
                      and min(abs(x - rect.left), abs(x - rect.right)) <= near)
        else:
            close += (rect.left - near <= x <= rect.right + near
                      and min(abs(y - rect.top), abs(y - rect.bottom)) <= near)
    return close * 3 >= steps + 1


def elbow(card: pygame.Rect, lane: int, tip: Point, margin: int,
          gutter: int | None = None) -> list[Point]:
    """A bent pointer from ``card`` to ``tip`` (a point inside its target) that runs along
    the free horizontal ``lane`` (a grid line of the sheet, the gap under a row of buttons):
    out of the card's side facing the tip when the lane passes beside it; else out of that
    side ``margin`` from the corner nearer the lane and along the free column at x
    ``gutter`` to the lane, or (no gutter) out of its top or bottom ``margin`` in from the
    corner facing the tip; along the lane; then straight into the target."""
    right = tip[0] >= card.centerx
    if card.y + margin <= lane <= card.bottom - margin:
        start = (card.right if right else card.left, lane)
        points = [start]
    elif gutter is not None:
        y = card.y + margin if lane < card.y else card.bottom - margin
        points = [(card.right if right else card.left, y), (gutter, y), (gutter, lane)]
    else:
        x = card.right - margin if right else card.x + margin
        start = (x, card.y if lane < card.y else card.bottom)
        points = [start, (x, lane)]
    points += [(tip[0], lane), tip]
    return [p for i, p in enumerate(points) if i == 0 or p != points[i - 1]]


def route_crosses(route: Sequence[Point], rects: Sequence[pygame.Rect]) -> pygame.Rect | None:
    """The first of ``rects`` a pointer's ``route`` (its points, in order) runs through."""
    for a, b in zip(route, route[1:], strict=False):
        found = crosses((a, b), rects)
        if found is not None:
            return found
    return None


def leader_place(target: pygame.Rect, size: tuple[int, int], avoid: Sequence[pygame.Rect],
                 bounds: pygame.Rect, gap: int, clear: int,
                 longest: int) -> tuple[pygame.Rect, float] | None:
    """The place in ``bounds`` for a card of ``size`` with the shortest straight leader to
    ``target`` (at most ``longest``) crossing none of ``avoid``, and that leader's length;
    None when there is none."""
    blocked = [pygame.Rect(r) for r in avoid if r.w > 0 and r.h > 0] + [pygame.Rect(target)]
    found = _nearest_free(target, size, blocked, bounds, gap, (), clear, longest)
    if found is None:
        return None
    return found[0], math.dist(*leader(found[0], target, clear))
