"""The results' confetti: paper strips, ribbons, discs and triangles falling and flipping
(display only; the panel moves them on its clock).

    pieces = [new_confetto(rng, size, scale, first=True) for _ in range(count)]
    draw_confetti(surface, pieces, keep_clear)
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

import pygame

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
    shape: str = "strip"
    """One of :data:`CONFETTI_SHAPES`."""


CONFETTI_SHAPES = ("strip", "ribbon", "disc", "triangle")
"""The confetti's shapes: paper strips flipping, long thin ribbons, round discs and small
triangles (varied, not a rain of flat squares)."""


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
        delay=0.0, shape=rng.choice(CONFETTI_SHAPES))


def draw_confetti(surface: pygame.Surface, pieces: list[Confetto],
                  clear: pygame.Rect | None = None) -> None:
    """Draw ``pieces`` (each turning: its back a shade darker), none inside ``clear``."""
    for piece in pieces:
        if piece.delay > 0 or piece.y < -30:
            continue
        flip = math.cos(math.radians(piece.angle))
        colour = piece.colour if flip >= 0 else tuple(c * 3 // 4 for c in piece.colour)
        w = max(2, round(piece.size * abs(flip)))
        h = max(2, round(piece.size * (0.22 if piece.shape == "ribbon" else 0.5)))
        if piece.shape == "ribbon":
            w = max(2, round(piece.size * 1.6 * abs(flip)))
        if piece.shape == "disc":  # round: as tall as a strip is wide at most
            h = max(2, h + h // 2)
        rect = pygame.Rect(round(piece.x) - w // 2, round(piece.y) - h // 2, w, h)
        if clear is not None and rect.colliderect(clear):
            continue
        if piece.shape == "disc":
            pygame.draw.ellipse(surface, colour, rect)
        elif piece.shape == "triangle":
            pygame.draw.polygon(surface, colour, (rect.midtop, rect.bottomleft,
                                                  rect.bottomright))
        else:
            pygame.draw.rect(surface, colour, rect)
