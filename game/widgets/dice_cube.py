"""A tumbling die drawn as a rounded cube in 3D, seen from the viewer (parallel projection).

The die is a cube with rounded edges and corners (a smaller cube grown by a ball of
ROUNDING): seen from the viewer, its outline is the smaller cube's corners grown by that
radius, so it is smooth and round at every turn. Each side turned to the viewer is lit by
its orientation to a light at the top-left (a side turned towards the light is brighter than
one turned away, never black): its flat middle in its own tone, each rounded edge in two
bands whose tone leans towards the neighbouring side, and its pips in the side's own axes
(they foreshorten with the side, a lit wall and a dark bowl each). The outline is
anti-aliased. Only polygons are drawn; a side's pips (in its own axes) are computed once,
so a frame only projects points.
"""

from __future__ import annotations

import functools
import math

import pygame

from game.widgets.dice_style import (
    DIM_MULTIPLY,
    IVORY_MID,
    ONE_PIP_SCALE,
    PIP_DARK,
    PIP_LAYOUT,
    PIP_RADIUS,
    PIP_SPACING,
    PIP_WALL,
)

Vec = tuple[float, float, float]
Colour = tuple[int, int, int]
Points = tuple[tuple[float, float], ...]

CUBE_LIGHT = (-0.42, -0.55, -0.72)  # towards the light: top-left, in front (viewer is -z)
CUBE_AMBIENT = 0.7  # tone a side turned away from the light keeps (gentle: never black)
CUBE_FLAT = 1.02  # tone of a side facing the viewer flat (as the resting picture's middle)
CUBE_BRIGHTEST = 1.08  # a side turned right at the light is at most this bright
ROUNDING = 0.11  # × side: how round the die's edges and corners are in 3D
ROUND_STEPS = 3  # segments of the outline's arc around each corner
PIP_STEPS = 10  # sides of the polygon that draws one pip
BOWL_SCALE = 0.8  # the dark bowl of a pip, share of the pip
BOWL_SHIFT = 0.16  # × pip radius: the bowl sits towards the light (its wall lit opposite)
EDGE_OUT = 0.8  # pixels: the anti-aliased outline lies this far out of the filled body
EDGE_SHADE = 0.88  # the anti-aliased outline, this much darker than the body
WALL_FROM = 0.45  # a side turned less than this to the viewer shows its pips' bowls only

# A rounded edge: from the side's flat middle to halfway round when the neighbouring side
# shows (it draws the other half), or all the way round to the neighbour's flat middle when
# that side is turned away (the whole edge is then this side's to show).
_HALF_EDGE, _WHOLE_EDGE = (
    (math.cos(t0), math.sin(t0), math.cos(t1), math.sin(t1), math.cos((t0 + t1) / 2),
     math.sin((t0 + t1) / 2))
    for t0, t1 in ((0.0, math.pi / 4), (0.0, math.pi / 2)))
"""A band's (cos, sin) at its start, its end and its middle (where its tone is taken)."""


def _unit(v: Vec) -> Vec:
    n = math.sqrt(v[0] ** 2 + v[1] ** 2 + v[2] ** 2)
    return (v[0] / n, v[1] / n, v[2] / n)


_LIGHT = _unit(CUBE_LIGHT)
_UP_DOT = -_LIGHT[2]  # how much light a side facing the viewer flat gets
_SIGNS = tuple((a, b, c) for a in (1, -1) for b in (1, -1) for c in (1, -1))


def tone(normal: Vec) -> float:
    """How bright a side with outward ``normal`` (world, unit) is drawn: 1 is the body colour,
    CUBE_AMBIENT when turned away from the light, CUBE_FLAT facing the viewer flat."""
    light = max(0.0, normal[0] * _LIGHT[0] + normal[1] * _LIGHT[1] + normal[2] * _LIGHT[2])
    return min(CUBE_BRIGHTEST, CUBE_AMBIENT + (CUBE_FLAT - CUBE_AMBIENT) * light / _UP_DOT)


@functools.cache
def _pip_plan(value: int) -> tuple[Points, tuple[slice, ...], Points]:
    """A side's pips in its own (u, v) axes (side of size 1): their rings as one list of
    points, where each ring lies in it, and their dark bowls (in the same places)."""
    pr = PIP_RADIUS * (ONE_PIP_SCALE if value == 1 else 1.0)
    ring = [(math.cos(2 * math.pi * k / PIP_STEPS), math.sin(2 * math.pi * k / PIP_STEPS))
            for k in range(PIP_STEPS)]
    rings: list[tuple[float, float]] = []
    bowls: list[tuple[float, float]] = []
    cuts = []
    for gx, gy in PIP_LAYOUT[value]:
        cu, cv = gx * PIP_SPACING, gy * PIP_SPACING
        cuts.append(slice(len(rings), len(rings) + PIP_STEPS))
        rings.extend((cu + pr * a, cv + pr * b) for a, b in ring)
        bowls.extend((cu + pr * BOWL_SCALE * a, cv + pr * BOWL_SCALE * b) for a, b in ring)
    return tuple(rings), tuple(cuts), tuple(bowls)


def _shade(colour: Colour, k: float) -> Colour:
    """``colour`` brightened or darkened by ``k`` (in steps of 1/128, kept once made)."""
    return _shaded(colour, round(k * 128))


@functools.lru_cache(maxsize=1024)
def _shaded(colour: Colour, k128: int) -> Colour:
    return (min(255, colour[0] * k128 // 128), min(255, colour[1] * k128 // 128),
            min(255, colour[2] * k128 // 128))


def _dim(colour: Colour) -> Colour:
    return (colour[0] * DIM_MULTIPLY[0] // 255, colour[1] * DIM_MULTIPLY[1] // 255,
            colour[2] * DIM_MULTIPLY[2] // 255)


def _hull(points: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """The convex hull of ``points`` (monotone chain)."""
    pts = sorted(points)
    hull: list[tuple[float, float]] = []
    for run in (pts, pts[::-1]):
        chain: list[tuple[float, float]] = []
        for p in run:
            px, py = p
            while len(chain) >= 2:
                ox, oy = chain[-2]
                ax, ay = chain[-1]
                if (ax - ox) * (py - oy) - (ay - oy) * (px - ox) > 0:
                    break
                chain.pop()
            chain.append(p)
        hull.extend(chain[:-1])
    return hull


def _grown(hull: list[tuple[float, float]], radius: float) -> list[tuple[float, float]]:
    """The convex polygon ``hull`` grown by ``radius``: each corner becomes an arc."""
    count = len(hull)
    if count < 3:
        x, y = hull[0] if hull else (0.0, 0.0)
        return [(x + radius * math.cos(a), y + radius * math.sin(a))
                for a in (2 * math.pi * k / 12 for k in range(12))]
    area = sum(hull[i - 1][0] * hull[i][1] - hull[i][0] * hull[i - 1][1] for i in range(count))
    side = 1.0 if area > 0 else -1.0
    normals = []
    for i in range(count):
        (ax, ay), (bx, by) = hull[i], hull[(i + 1) % count]
        normals.append(math.atan2(-(bx - ax) * side, (by - ay) * side))
    out = []
    for i in range(count):
        x, y = hull[i]
        a_in, a_out = normals[i - 1], normals[i]
        turn = (a_out - a_in + math.pi) % (2 * math.pi) - math.pi
        for k in range(ROUND_STEPS + 1):
            a = a_in + turn * k / ROUND_STEPS
            out.append((x + radius * math.cos(a), y + radius * math.sin(a)))
    return out


def draw_cube(
    surface: pygame.Surface,
    centre: tuple[float, float],
    size: float,
    faces: tuple[tuple[int, Vec, Vec, Vec], ...],
    dimmed: bool = False,
) -> pygame.Rect:
    """Draw a tumbling die as a rounded cube seen from the viewer (parallel projection).

    ``faces`` lists, for each of the six values, ``(value, normal, u, v)``: the side's outward
    normal and its two face axes as world vectors (x right, y down, z away from the viewer),
    already turned by the die's orientation. ``size`` is the drawn side in pixels (larger while
    the die is in the air). Returns the rectangle drawn over.
    """
    cx, cy = centre
    if not faces:
        return pygame.Rect(round(cx), round(cy), 0, 0)
    half = size / 2
    radius = ROUNDING * size
    flat = half - radius  # half the side of each side's flat middle
    body, pip, wall = IVORY_MID, PIP_DARK, PIP_WALL
    if dimmed:
        body, pip, wall = (_dim(c) for c in (body, pip, wall))
    polygon = pygame.draw.polygon
    # The body: the smaller cube's corners grown by the rounding, lit as the corner nearest
    # the viewer (it shows in the rounded corners between the sides' edge bands).
    _, a, b, c = faces[0]
    inner = [(cx + flat * (i * a[0] + j * b[0] + k * c[0]),
              cy + flat * (i * a[1] + j * b[1] + k * c[1])) for i, j, k in _SIGNS]
    outline = _grown(_hull(inner), radius)
    sides = sorted((f for f in faces if f[1][2] < -0.02), key=lambda f: -f[1][2])
    nearest = _unit((sum(f[1][0] for f in sides), sum(f[1][1] for f in sides),
                     sum(f[1][2] for f in sides))) if sides else (0.0, 0.0, -1.0)
    under = _shade(body, tone(nearest))
    area = polygon(surface, under, outline)
    for value, n, u, v in sides:
        fx, fy = cx + n[0] * half, cy + n[1] * half  # the side's middle
        # Each rounded edge: towards d, along p; a point of it at angle t round the edge.
        for d, p in ((u, v), (v, u), ((-u[0], -u[1], -u[2]), v), ((-v[0], -v[1], -v[2]), u)):
            ex, ey = cx + flat * (n[0] + d[0]), cy + flat * (n[1] + d[1])  # the edge's axis
            px, py = flat * p[0], flat * p[1]
            for c0, s0, c1, s1, cm, sm in (_WHOLE_EDGE if d[2] >= -0.02 else _HALF_EDGE,):
                x0 = ex + radius * (c0 * n[0] + s0 * d[0])
                y0 = ey + radius * (c0 * n[1] + s0 * d[1])
                x1 = ex + radius * (c1 * n[0] + s1 * d[0])
                y1 = ey + radius * (c1 * n[1] + s1 * d[1])
                # cm·n + sm·d is already of unit length (n and d are perpendicular).
                k = tone((cm * n[0] + sm * d[0], cm * n[1] + sm * d[1], cm * n[2] + sm * d[2]))
                polygon(surface, _shade(body, k), ((x0 + px, y0 + py), (x0 - px, y0 - py),
                                                   (x1 - px, y1 - py), (x1 + px, y1 + py)))
        k = tone(n)
        ux, uy, vx, vy = u[0] * flat, u[1] * flat, v[0] * flat, v[1] * flat
        polygon(surface, _shade(body, k), ((fx + ux + vx, fy + uy + vy),
                                           (fx - ux + vx, fy - uy + vy),
                                           (fx - ux - vx, fy - uy - vy),
                                           (fx + ux - vx, fy + uy - vy)))
        # The pips, in the side's own axes; each bowl leans towards the light (its far wall
        # catches it).
        ux, uy, vx, vy = u[0] * size, u[1] * size, v[0] * size, v[1] * size
        rings, cuts, bowls = _pip_plan(value)
        lu = (_LIGHT[0] * u[0] + _LIGHT[1] * u[1] + _LIGHT[2] * u[2]) * BOWL_SHIFT * PIP_RADIUS
        lv = (_LIGHT[0] * v[0] + _LIGHT[1] * v[1] + _LIGHT[2] * v[2]) * BOWL_SHIFT * PIP_RADIUS
        bx, by = fx + lu * ux + lv * vx, fy + lu * uy + lv * vy
        dark = [(bx + s * ux + t * vx, by + s * uy + t * vy) for s, t in bowls]
        if -n[2] > WALL_FROM:
            drawn = [(fx + s * ux + t * vx, fy + s * uy + t * vy) for s, t in rings]
            wall_colour = _shade(wall, 0.75 + 0.3 * k)
            for cut in cuts:
                polygon(surface, wall_colour, drawn[cut])
        for cut in cuts:
            polygon(surface, pip, dark[cut])
    # The outline anti-aliased, just outside the body (so it blends with what lies there).
    pygame.draw.aalines(surface, _shade(under, EDGE_SHADE), True,
                        _outwards(outline, cx, cy))
    return area


def _outwards(points: list[tuple[float, float]], cx: float,
              cy: float) -> list[tuple[float, float]]:
    """``points`` moved EDGE_OUT pixels away from (cx, cy): where a filled polygon's edge
    pixels end, so an anti-aliased line there blends with what lies outside."""
    out = []
    for x, y in points:
        dx, dy = x - cx, y - cy
        k = EDGE_OUT / (math.hypot(dx, dy) or 1.0)
        out.append((x + dx * k, y + dy * k))
    return out
