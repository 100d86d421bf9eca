"""Where the dice of a throw leave from: one place, a handful (round 69, hD69).

A throw reads as dice leaving a hand or a cup and tumbling across the felt only when they
leave *together*: :func:`throw_origin` is the point (the cup's mouth, clamped inside the felt,
or, for a throw by hand, the middle of the tray's side the throw comes from), and
:func:`launches` gathers the thrown dice in a small heap around it (a sunflower of
:data:`HEAP_RADIUS` die sides), each aimed at its own landing place, so they spread as they
fly (the physics lets the heap's dice overlap until they part: ``Launch.heap``). The landing
places and faces are the tray's, chosen before the throw; nothing here decides a value.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

import pygame

from game.widgets import dice_physics as physics

Point = tuple[float, float]

FIRST_LANDING = 0.78  # share of the roll after which the first die may rest
HEAP_RADIUS = 0.42  # die sides: the heap the thrown dice leave in, around the origin
EDGE_GAP = 0.7  # die sides from the felt's edge to the origin (the heap stays on the felt)
_GOLDEN = math.pi * (3 - math.sqrt(5))  # the sunflower's turn from one die to the next


def throw_origin(area: pygame.Rect, size: float, origin: Point | None, side: str) -> Point:
    """The point a throw leaves from: ``origin`` (a cup's mouth) kept inside ``area`` by
    :data:`EDGE_GAP` die sides, or, without one, the middle of ``side`` ("left" or "right")."""
    gap = EDGE_GAP * size
    left, right = area.left + gap, area.right - gap
    top, bottom = area.top + gap, area.bottom - gap
    if origin is None:
        origin = (left if side == "left" else right, area.centery)
    x = min(max(origin[0], left), right) if left <= right else area.centerx
    y = min(max(origin[1], top), bottom) if top <= bottom else area.centery
    return (float(x), float(y))


def launches(rests: Sequence[Point], start: Point, size: float, total: float,
             rng: random.Random, upright: bool) -> list[physics.Launch]:
    """One launch per landing place of ``rests`` (same order): all from a heap around
    ``start``, the die aimed furthest away leaving in front; one die rests exactly at
    ``total`` seconds, the others a little earlier (from :data:`FIRST_LANDING` of it)."""
    n = len(rests)
    order = sorted(range(n), key=lambda k: -math.dist(start, rests[k]))
    last = rng.randrange(n)
    out: list[physics.Launch] = [None] * n  # type: ignore[list-item]
    for rank, k in enumerate(order):
        r = HEAP_RADIUS * size * math.sqrt((rank + 0.5) / n) if n > 1 else 0.0
        a = rank * _GOLDEN
        x, y = start[0] + r * math.cos(a), start[1] + r * math.sin(a)
        t_end = total if k == last else total * rng.uniform(FIRST_LANDING, 0.97)
        out[k] = physics.Launch((x, y), rests[k], t_end, upright, heap=True)
    return out
