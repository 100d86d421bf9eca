"""A coach card's nearest free place is found faster, never elsewhere (hC30: the search,
``_nearest_free``, tried each place of its grid against every rectangle; it now tries a row
of places only against what lies across it and drops the too long or too steep leaders
before sorting). The search before hC30 is kept here as the reference: on many random
tables (their edges on a coarse grid, so that a card just touching a rectangle comes up
often) the fast search finds the very same place, or none alike."""

from __future__ import annotations

import math
import random

import pygame

from game.views.coach_place import REACH, _nearest_free, _straddles, crosses, leader, runs_along


def _reference(target, size, blocked, bounds, gap, whole, clear, longest, rim=0, slant=0.0):
    """``_nearest_free`` as it was before hC30 (every grid place tested whole, then sorted)."""
    w, h = size
    step = max(4, gap)
    reach = target.inflate(2 * gap, 2 * gap)
    others = [r for r in blocked if r != target]
    found = []
    ys = set(range(bounds.y, bounds.bottom - h + 1, step))
    xs = set(range(bounds.x, bounds.right - w + 1, step))
    inset = max(2, gap // 3)
    side = max(inset, rim)
    for panel in whole:
        if panel.h >= h:
            ys.add(panel.y + (panel.h - h) // 2)
        if panel.w >= w:
            xs.add(panel.x + (panel.w - w) // 2)
            xs.update((panel.x + side, panel.right - side - w))
    for rect in blocked:
        ys.update((rect.bottom + inset, rect.top - inset - h))
    for y in sorted(ys):
        for x in sorted(xs):
            rect = pygame.Rect(x, y, w, h)
            if not bounds.contains(rect):
                continue
            if rect.colliderect(reach) or rect.collidelist(blocked) != -1:
                continue
            if _straddles(rect, whole, rim):
                continue
            hides = any(p.contains(rect) for p in whole)
            a, b = leader(rect, target, clear)
            rims = sum(p.collidepoint(a) != p.collidepoint(b) for p in whole)
            found.append((rims, math.dist(a, b) + (2 * gap if hides else 0), rect))
    for *_, rect in sorted(found, key=lambda f: (f[0], f[1])):
        segment = leader(rect, target, clear)
        if longest and math.dist(*segment) > longest:
            continue
        if abs(segment[1][0] - segment[0][0]) < slant * abs(segment[1][1] - segment[0][1]):
            continue
        drawn = leader(rect, target, -REACH)
        holders = [r for r in others if not r.collidepoint(drawn[1])]
        if crosses(segment, others) is None and crosses(drawn, holders) is None \
                and not any(runs_along(*drawn, r, gap) for r in whole):
            return rect, "leader"
    return None


def _grid_rect(rng: random.Random, most: int) -> pygame.Rect:
    """A rectangle whose edges lie on an 8-pixel grid inside ``most`` by ``most``."""
    x, y = rng.randrange(0, most, 8), rng.randrange(0, most, 8)
    return pygame.Rect(x, y, rng.randrange(8, 160, 8), rng.randrange(8, 120, 8))


def test_the_fast_search_finds_the_very_same_place_on_random_tables():
    rng = random.Random(30)
    found = 0
    for _ in range(300):
        bounds = pygame.Rect(0, 0, 480, 400)
        target = _grid_rect(rng, 400)
        blocked = [_grid_rect(rng, 440) for _ in range(rng.randrange(0, 12))] + [target]
        whole = [_grid_rect(rng, 400) for _ in range(rng.randrange(0, 3))]
        size = (rng.randrange(48, 200, 8), rng.randrange(24, 120, 8))
        args = (target, size, blocked, bounds, 8, whole, rng.choice((0, 8)),
                rng.choice((0, 120, 240)), rng.choice((0, 8)), rng.choice((0.0, 0.5)))
        expected = _reference(*args)
        assert _nearest_free(*args) == expected, args
        found += expected is not None
    assert 60 < found < 290, found  # places found and places not: both ways are tried
