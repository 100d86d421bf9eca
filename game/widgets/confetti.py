"""The results' confetti: pieces of paper falling (display only; the panel moves them on its
clock and draws each as the win's stage's slip, :mod:`game.scenes.results_picture`: one
confetti style, critic C32).

    pieces = [new_confetto(rng, size, scale, first=True) for _ in range(count)]
    pieces = confetti_rain(rng, size, scale, count, burst=False)  # (after a stage)
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game import theme


@dataclass
class Confetto:
    """One falling piece of paper (display only)."""

    x: float
    y: float
    vx: float
    vy: float
    angle: float
    spin: float
    size: float
    colour: tuple[int, int, int]
    delay: float


def new_confetto(rng: random.Random, size: tuple[int, int], scale: float,
                 first: bool = False) -> Confetto:
    """A new piece over a window of ``size``: ``first`` ones already in the air (at once),
    the others from above its top."""
    w = max(1, size[0])
    s = scale
    return Confetto(
        x=rng.uniform(0, w), y=rng.uniform(-size[1] * 0.1, size[1] * 0.55)
        if first else -20 * s,
        vx=rng.uniform(-60, 60) * s, vy=rng.uniform(180, 340) * s,
        angle=rng.uniform(0, 360), spin=rng.uniform(-400, 400),
        size=rng.uniform(10, 22) * s, colour=rng.choice(theme.CONFETTI_COLOURS),
        delay=0.0)


RAIN_SPREAD = 1.5
"""Seconds over which a rain that continues a stage's burst lets its pieces in from above."""


def confetti_rain(rng: random.Random, size: tuple[int, int], scale: float, count: int,
                  burst: bool) -> list[Confetto]:
    """``count`` pieces over a window of ``size``: a ``burst`` in the air at once (a win's
    one burst), else a rain continuing one (after the win's stage burst): every piece from
    above the window's top, let in over :data:`RAIN_SPREAD` seconds (round 74, hW76: the
    results card re-burst the stage's confetti, a second celebration of one win)."""
    pieces = [new_confetto(rng, size, scale, first=burst) for _ in range(count)]
    if not burst:
        for piece in pieces:
            piece.delay = rng.uniform(0.0, RAIN_SPREAD)
    return pieces
