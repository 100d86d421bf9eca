"""A grand stage's confetti with depth: pieces near and far, turning as they fall.

Each piece of :attr:`StagePicture.particles` gets a depth from its place in the list
(:func:`depth`): the far ones small and a little dim, the middle ones sharp, the nearest
large, soft (out of focus) and see-through, in front of the stamp's light. :func:`piece`
draws one at its age: a paper slip flipping (its width breathing) and turning in the plane.
"""

from __future__ import annotations

import math

import pygame

Colour = tuple[int, int, int]

NEAR = 0.85
"""Pieces deeper than this (0..1, by :func:`depth`) are near the eye: large and soft."""

FAR = 0.3
"""Pieces under this depth are far: small and dimmer."""


def depth(k: int) -> float:
    """The depth of the ``k``-th piece (0: far, 1: nearest), spread evenly and mixed."""
    return ((k * 37) % 100) / 100


def size_share(k: int) -> float:
    """How large the ``k``-th piece is drawn against a middle one: far ones 0.55, near ones
    up to 2.2 times."""
    d = depth(k)
    if d >= NEAR:
        return 1.7 + (d - NEAR) / (1 - NEAR) * 0.5
    if d < FAR:
        return 0.55 + d / FAR * 0.3
    return 0.85 + (d - FAR) / (NEAR - FAR) * 0.35


def soft(k: int) -> bool:
    """True for a piece near the eye: drawn out of focus."""
    return depth(k) >= NEAR


def turn(k: int, spin: float, t: float) -> float:
    """The ``k``-th piece's turn in the plane (degrees) ``t`` seconds after the impact."""
    return (k * 47 + spin * t * 45) % 360


def piece(k: int, colour: Colour, unit: float, grow: float, spin: float, t: float,
          alpha: float) -> pygame.Surface:
    """The ``k``-th confetti slip at ``t`` seconds, ``alpha`` (0..1) opaque: a slip
    ``unit`` × ``grow`` long, flipping and turning; near ones soft and see-through, far ones
    dimmer."""
    share = size_share(k)
    w = max(2, round(unit * grow * share * abs(math.cos(spin * t))))
    h = max(2, round(unit * grow * share * 0.55))
    opacity = alpha * (0.55 if soft(k) else 0.8 if depth(k) < FAR else 1.0)
    slip = pygame.Surface((w + 4, h + 4), pygame.SRCALPHA)
    pygame.draw.rect(slip, (*colour, round(235 * opacity)), (2, 2, w, h),
                     border_radius=max(1, h // 4))
    if soft(k):  # out of focus: drawn small and smoothly grown back (a blur)
        small = (max(1, slip.get_width() // 4), max(1, slip.get_height() // 4))
        slip = pygame.transform.smoothscale(pygame.transform.smoothscale(slip, small),
                                            slip.get_size())
    return pygame.transform.rotate(slip, turn(k, spin, t))


GRAVITY = 0.55
"""How fast a grand stage's slips fall (felt heights per second squared, at a middle depth
and speed)."""

PENTA_GRAVITY = 0.3
"""The same for a Penta's and a Joker Penta's slips (ruling S70, round 79): they drift down
slower and stay in the air about a third longer, the longest confetti of a Yams game."""

LONGER = frozenset({"penta", "joker_penta"})
"""The stages whose confetti stays up longer (:data:`PENTA_GRAVITY`)."""


def gravity(kind: str, felt_h: int) -> float:
    """The slips' fall (px per second squared) on a ``kind`` stage over a felt ``felt_h``
    high."""
    return felt_h * (PENTA_GRAVITY if kind in LONGER else GRAVITY)


def airborne(kind: str) -> float:
    """Seconds a middle slip of a ``kind`` stage takes to fall a felt's height."""
    return math.sqrt(2 / (gravity(kind, 1)))
