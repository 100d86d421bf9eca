"""Arrow keys by layout (round 77, hM80, ruling S23 amended): an arrow moves the keyboard focus
to the nearest focusable thing on screen in its direction, as a player sees the screen, not
in a list's order.

Pure geometry on rectangles: a candidate lies in the arrow's direction when its centre is past
the focused one's; those "in the beam" (overlapping the focused one across the arrow: the
button under it, the card beside it) come first; one outside the beam is reached only when it
lies clearly that way, its centre within about 37° of the arrow (:data:`SLANT`: the 10 000
card up and to the right of the hero; never "Ieși" below and right of "Partidă nouă", nor
below the 10 000 card); the nearest by the air between the two rectangles wins, then a preferred
one (the card of the game the hero names), then the one most in line."""

from __future__ import annotations

import math
from collections.abc import Collection, Sequence

import pygame

DIRECTIONS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1),
              pygame.K_DOWN: (0, 1)}
"""Each arrow key's direction on screen (x right, y down)."""
SLANT = 0.75
"""How far across the arrow a centre outside the beam may lie, a share of how far along it
(3 : 4, about 37°): clearly that way, not a diagonal halfway to the next arrow's."""


def in_beam(origin: pygame.Rect, other: pygame.Rect, direction: tuple[int, int]) -> bool:
    """True when ``other`` overlaps ``origin`` across ``direction`` (rows for ← →, columns
    for ↑ ↓): it stands in line with it, beside it or under it."""
    if direction[0]:
        return other.top < origin.bottom and origin.top < other.bottom
    return other.left < origin.right and origin.left < other.right


def air_between(origin: pygame.Rect, other: pygame.Rect) -> float:
    """The distance between the two rectangles' nearest points (0 where they overlap)."""
    dx = max(0, other.left - origin.right, origin.left - other.right)
    dy = max(0, other.top - origin.bottom, origin.top - other.bottom)
    return math.hypot(dx, dy)


def offsets(origin: pygame.Rect, other: pygame.Rect,
            direction: tuple[int, int]) -> tuple[int, int]:
    """How far ``other``'s centre lies along ``direction`` from ``origin``'s, and across it
    (its size)."""
    dx, dy = other.centerx - origin.centerx, other.centery - origin.centery
    along = dx * direction[0] + dy * direction[1]
    across = abs(dy) if direction[0] else abs(dx)
    return along, across


def reachable(origin: pygame.Rect, other: pygame.Rect, direction: tuple[int, int]) -> bool:
    """True when ``other`` lies in ``direction`` from ``origin``: its centre past the
    origin's, in the beam or within :data:`SLANT` of the arrow."""
    along, across = offsets(origin, other, direction)
    return along > 0 and (in_beam(origin, other, direction) or across <= along * SLANT)


def nearest(origin: pygame.Rect, candidates: Sequence[pygame.Rect], key: int,
            preferred: Collection[int] = ()) -> int | None:
    """The index in ``candidates`` the arrow ``key`` moves to from ``origin`` (None: nothing
    lies that way, the focus stays): in the beam first, then the least air between, then
    an index of ``preferred``, then the most in line."""
    direction = DIRECTIONS[key]
    ranked = [((not in_beam(origin, rect, direction), round(air_between(origin, rect)),
                i not in preferred, offsets(origin, rect, direction)[1]), i)
              for i, rect in enumerate(candidates) if reachable(origin, rect, direction)]
    return min(ranked)[1] if ranked else None
