"""Tumbling dice drawn apart: the pictures of dice in the air, nudged sideways so that no two
overlap on the screen (the throw's paths keep their physics; only where a picture is drawn
moves, by the few pixels a clamp between the kept row and the standings took away)."""

from __future__ import annotations

from collections.abc import Sequence

ROUNDS = 4
"""Passes of nudging (each separates every touching pair by half its overlap each way)."""


def keep_apart(centres: Sequence[tuple[float, float]], halves: Sequence[float],
               moving: Sequence[bool], gap: float = 1.0,
               weight: float = 1.0) -> list[tuple[float, float]]:
    """``centres`` of square pictures of half-side ``halves``, the ``moving`` ones nudged
    along x until no two overlap (with ``gap`` pixels between them); a still die is never
    moved (a moving one gives way to it whole). ``weight`` (0..1) takes that share of each
    nudge (a throw's handful eases apart as it parts)."""
    xs = [c[0] for c in centres]
    ys = [c[1] for c in centres]
    count = len(xs)
    for _ in range(ROUNDS):
        moved = False
        for i in range(count):
            for j in range(i + 1, count):
                if not (moving[i] or moving[j]):
                    continue
                reach = halves[i] + halves[j] + gap
                dx, dy = xs[j] - xs[i], ys[j] - ys[i]
                if abs(dx) >= reach or abs(dy) >= reach:
                    continue
                push = reach - abs(dx)
                sign = 1.0 if dx > 0 or (dx == 0 and j > i) else -1.0
                if moving[i] and moving[j]:
                    xs[i] -= sign * push / 2
                    xs[j] += sign * push / 2
                elif moving[j]:
                    xs[j] += sign * push
                else:
                    xs[i] -= sign * push
                moved = True
        if not moved:
            break
    if weight < 1.0:
        xs = [c[0] + (x - c[0]) * weight for c, x in zip(centres, xs, strict=True)]
    return list(zip(xs, ys, strict=True))
