"""A tumbling die drawn as a cube in 3D, seen from the viewer (parallel projection).

A fake 3D in 2D: the die's faces are turned by its orientation, faces pointing away are
dropped, the rest are filled with a tone from their normal and a fixed light, and the pips
are placed in each face's own axes, so every face shows its true pips, turned as on a real
die. All polygons are computed at the die's real pixel size, so a die is crisp at any size.
"""

from __future__ import annotations

import functools
import math

import pygame

from game.widgets.dice_style import (
    CORNER_RADIUS,
    DIM_MULTIPLY,
    IVORY_MID,
    ONE_PIP_SCALE,
    PIP_DARK,
    PIP_LAYOUT,
    PIP_RADIUS,
    PIP_SPACING,
)

CUBE_LIGHT = (-0.42, -0.55, -0.72)  # towards the light: top-left, in front (viewer is -z)
CUBE_AMBIENT = 0.5  # share of a face's tone it keeps when turned away from the light
CUBE_EDGE = (186, 170, 140)  # the rounded edges and corners seen between two faces
CORNER_STEPS = 2  # segments of each rounded corner of a face
PIP_STEPS = 8  # sides of the polygon that draws one pip
EDGE_GROW = 1.04  # the edge tone is a face this much larger, drawn under the face


def _unit(v: tuple[float, float, float]) -> tuple[float, float, float]:
    n = math.sqrt(v[0] ** 2 + v[1] ** 2 + v[2] ** 2)
    return (v[0] / n, v[1] / n, v[2] / n)


_LIGHT = _unit(CUBE_LIGHT)


@functools.cache
def _face_plan(value: int) -> tuple[tuple[tuple[float, float], ...],
                                    tuple[tuple[tuple[float, float], ...], ...],
                                    tuple[tuple[float, float], ...]]:
    """The rounded outline of a side (size 1, in its (u, v) axes), its pips' rings, and the
    outline grown a little (the rounded edge seen around the face)."""
    r = CORNER_RADIUS
    outline: list[tuple[float, float]] = []
    for cu, cv, a0 in ((0.5 - r, 0.5 - r, 0.0), (-(0.5 - r), 0.5 - r, 90.0),
                       (-(0.5 - r), -(0.5 - r), 180.0), (0.5 - r, -(0.5 - r), 270.0)):
        for k in range(CORNER_STEPS + 1):
            a = math.radians(a0 + 90.0 * k / CORNER_STEPS)
            outline.append((cu + r * math.cos(a), cv + r * math.sin(a)))
    pr = PIP_RADIUS * (ONE_PIP_SCALE if value == 1 else 1.0)
    ring = [(pr * math.cos(2 * math.pi * k / PIP_STEPS), pr * math.sin(2 * math.pi * k / PIP_STEPS))
            for k in range(PIP_STEPS)]
    pips = tuple(tuple((gx * PIP_SPACING + a, gy * PIP_SPACING + b) for a, b in ring)
                 for gx, gy in PIP_LAYOUT[value])
    grown = tuple((a * EDGE_GROW, b * EDGE_GROW) for a, b in outline)
    return tuple(outline), pips, grown


def _shade(colour: tuple[int, int, int], k: float) -> tuple[int, int, int]:
    return (min(255, round(colour[0] * k)), min(255, round(colour[1] * k)),
            min(255, round(colour[2] * k)))


def draw_cube(
    surface: pygame.Surface,
    centre: tuple[float, float],
    size: float,
    faces: tuple[tuple[int, tuple[float, float, float], tuple[float, float, float],
                       tuple[float, float, float]], ...],
    dimmed: bool = False,
) -> pygame.Rect:
    """Draw a tumbling die as a cube seen from the viewer (parallel projection).

    ``faces`` lists, for each of the six values, ``(value, normal, u, v)``: the side's outward
    normal and its two face axes as world vectors (x right, y down, z away from the viewer),
    already turned by the die's orientation. ``size`` is the drawn side in pixels (larger while
    the die is in the air). Returns the rectangle drawn over.
    """
    cx, cy = centre
    half = size / 2
    up_dot = -_LIGHT[2]
    base = IVORY_MID
    pip = PIP_DARK
    edge = CUBE_EDGE
    if dimmed:
        base = tuple(round(c * d / 255) for c, d in zip(base, DIM_MULTIPLY, strict=True))  # type: ignore[assignment]
        edge = tuple(round(c * d / 255) for c, d in zip(edge, DIM_MULTIPLY, strict=True))  # type: ignore[assignment]
    shapes = []
    area = pygame.Rect(round(cx), round(cy), 0, 0)
    for value, n, u, v in faces:
        if n[2] >= -0.02:  # turned away from the viewer (or edge-on)
            continue
        fx, fy = cx + n[0] * half, cy + n[1] * half
        ux, uy, vx, vy = u[0] * size, u[1] * size, v[0] * size, v[1] * size
        outline, pips, grown = _face_plan(value)
        # The rounded edges and corners: each face a little larger, in the edge tone, first.
        area.union_ip(pygame.draw.polygon(
            surface, edge, [(fx + a * ux + b * vx, fy + a * uy + b * vy) for a, b in grown]))
        light = max(0.0, n[0] * _LIGHT[0] + n[1] * _LIGHT[1] + n[2] * _LIGHT[2])
        k = CUBE_AMBIENT + (1.04 - CUBE_AMBIENT) * light / up_dot
        shapes.append((-n[2], fx, fy, ux, uy, vx, vy, outline, pips, k))
    shapes.sort(key=lambda shape: shape[0])
    for _, fx, fy, ux, uy, vx, vy, outline, pips, k in shapes:
        pygame.draw.polygon(surface, _shade(base, k),
                            [(fx + a * ux + b * vx, fy + a * uy + b * vy) for a, b in outline])
        pip_colour = _shade(pip, 0.6 + 0.4 * k)
        for ring in pips:
            pygame.draw.polygon(surface, pip_colour,
                                [(fx + a * ux + b * vx, fy + a * uy + b * vy) for a, b in ring])
    return area


