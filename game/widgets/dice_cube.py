"""A tumbling die drawn as a cube in 3D, seen from the viewer (parallel projection).

A fake 3D in 2D: the die's sides are turned by its orientation, sides pointing away are
dropped, and each side left is lit by its orientation to a light at the top-left: a side
turned towards the light is brighter than one turned away, never black. Each side is drawn
as a band around its border whose tone leans towards the neighbouring side (the die's
slightly rounded edges catching or losing the light), a flat middle, and its pips in the
side's own axes (they foreshorten with the side, a lit wall and a dark bowl each). The
cube's outline is anti-aliased. Polygons are computed at the die's real pixel size, and the
shapes of a side (in its own axes) are computed once, so a frame only projects points.
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
    PIP_WALL,
)

Vec = tuple[float, float, float]
Colour = tuple[int, int, int]
Points = tuple[tuple[float, float], ...]

CUBE_LIGHT = (-0.42, -0.55, -0.72)  # towards the light: top-left, in front (viewer is -z)
CUBE_AMBIENT = 0.7  # tone a side turned away from the light keeps (gentle: never black)
CUBE_FLAT = 1.02  # tone of a side facing the viewer flat (as the resting picture's middle)
CUBE_BRIGHTEST = 1.08  # a side turned right at the light is at most this bright
BEVEL = 0.1  # width of the rounded band around each side, share of the side
BEVEL_LEAN = 0.85  # how far a band's normal leans towards the neighbouring side
CORNER_STEPS = 4  # segments of each rounded corner of a side
PIP_STEPS = 10  # sides of the polygon that draws one pip
BOWL_SCALE = 0.8  # the dark bowl of a pip, share of the pip
BOWL_SHIFT = 0.16  # × pip radius: the bowl sits towards the light (its wall lit opposite)
EDGE_OUT = 0.8  # pixels: the anti-aliased outline lies this far out of the filled sides
EDGE_SHADE = 0.9  # the cube's anti-aliased outline, this much darker than the band it ends
WALL_FROM = 0.45  # a side turned less than this to the viewer shows its pips' bowls only


def _unit(v: Vec) -> Vec:
    n = math.sqrt(v[0] ** 2 + v[1] ** 2 + v[2] ** 2)
    return (v[0] / n, v[1] / n, v[2] / n)


_LIGHT = _unit(CUBE_LIGHT)
_UP_DOT = -_LIGHT[2]  # how much light a side facing the viewer flat gets


def tone(normal: Vec) -> float:
    """How bright a side with outward ``normal`` (world, unit) is drawn: 1 is the body colour,
    CUBE_AMBIENT when turned away from the light, CUBE_FLAT facing the viewer flat."""
    light = max(0.0, normal[0] * _LIGHT[0] + normal[1] * _LIGHT[1] + normal[2] * _LIGHT[2])
    return min(CUBE_BRIGHTEST, CUBE_AMBIENT + (CUBE_FLAT - CUBE_AMBIENT) * light / _UP_DOT)


_ARC = CORNER_STEPS + 1
# The points of a side's outline along its edge towards +u, +v, -u and -v, from the middle
# of one rounded corner to the middle of the next (the outline runs through the corners
# +u+v, -u+v, -u-v, +u-v); the corners' middles.
_BAND_RUNS = tuple(tuple(k % (4 * _ARC) for k in range(start * _ARC + CORNER_STEPS // 2,
                                                        start * _ARC + _ARC + CORNER_STEPS // 2
                                                        + 1))
                   for start in (3, 0, 1, 2))
_ARC_MIDDLES = tuple(j * _ARC + CORNER_STEPS // 2 for j in range(4))


def _rounded(half: float, radius: float) -> Points:
    """A rounded square centred on 0 in a side's (u, v) axes."""
    c = half - radius
    out: list[tuple[float, float]] = []
    for cu, cv, a0 in ((c, c, 0.0), (-c, c, 90.0), (-c, -c, 180.0), (c, -c, 270.0)):
        for k in range(CORNER_STEPS + 1):
            a = math.radians(a0 + 90.0 * k / CORNER_STEPS)
            out.append((cu + radius * math.cos(a), cv + radius * math.sin(a)))
    return tuple(out)


@functools.cache
def _face_plan(value: int) -> tuple[Points, tuple[slice, ...], tuple[tuple[int, ...], ...],
                                    Points, tuple[slice, ...]]:
    """A side of size 1 in its own (u, v) axes, as one list of points and the polygons cut
    from it: its rounded outline, its flat middle and its pips' rings; the four bands of its
    rounded edge (towards +u, +v, -u, -v, each from the middle of one rounded corner to the
    middle of the next) as places in that list; then, apart, the pips' dark bowls (shifted
    towards the light when drawn)."""
    outline = _rounded(0.5, CORNER_RADIUS)
    inner = _rounded(0.5 - BEVEL, max(0.02, CORNER_RADIUS - BEVEL))
    start = len(outline)
    bands = tuple(run + tuple(start + k for k in reversed(run)) for run in _BAND_RUNS)
    pr = PIP_RADIUS * (ONE_PIP_SCALE if value == 1 else 1.0)
    ring = [(math.cos(2 * math.pi * k / PIP_STEPS), math.sin(2 * math.pi * k / PIP_STEPS))
            for k in range(PIP_STEPS)]
    centres = [(gx * PIP_SPACING, gy * PIP_SPACING) for gx, gy in PIP_LAYOUT[value]]
    pips = [tuple((cu + pr * a, cv + pr * b) for a, b in ring) for cu, cv in centres]
    bowls = [tuple((cu + pr * BOWL_SCALE * a, cv + pr * BOWL_SCALE * b) for a, b in ring)
             for cu, cv in centres]
    points, cuts = _joined([outline, inner, *pips])
    return (points, cuts, bands, *_joined(bowls))


def _joined(shapes: list[Points]) -> tuple[Points, tuple[slice, ...]]:
    """All points of ``shapes`` in one tuple, and where each shape lies in it."""
    points: list[tuple[float, float]] = []
    cuts = []
    for shape in shapes:
        cuts.append(slice(len(points), len(points) + len(shape)))
        points.extend(shape)
    return tuple(points), tuple(cuts)


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


def _shade(colour: Colour, k: float) -> Colour:
    return (min(255, round(colour[0] * k)), min(255, round(colour[1] * k)),
            min(255, round(colour[2] * k)))


def _dim(colour: Colour) -> Colour:
    return (colour[0] * DIM_MULTIPLY[0] // 255, colour[1] * DIM_MULTIPLY[1] // 255,
            colour[2] * DIM_MULTIPLY[2] // 255)


def draw_cube(
    surface: pygame.Surface,
    centre: tuple[float, float],
    size: float,
    faces: tuple[tuple[int, Vec, Vec, Vec], ...],
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
    body, pip, wall = IVORY_MID, PIP_DARK, PIP_WALL
    if dimmed:
        body, pip, wall = (_dim(c) for c in (body, pip, wall))
    sides = []
    rims: list[tuple[float, float]] = []
    area = pygame.Rect(round(cx), round(cy), 0, 0)
    for value, n, u, v in faces:
        if n[2] >= -0.02:  # turned away from the viewer (or edge-on)
            continue
        fx, fy = cx + n[0] * half, cy + n[1] * half
        ux, uy, vx, vy = u[0] * size, u[1] * size, v[0] * size, v[1] * size
        points, cuts, bands, bowls, bowl_cuts = _face_plan(value)
        drawn = [(fx + a * ux + b * vx, fy + a * uy + b * vy) for a, b in points]
        rims.extend(drawn[i] for i in _ARC_MIDDLES)
        # The bowls lean towards the light along the side (their far wall catches it).
        lu = (_LIGHT[0] * u[0] + _LIGHT[1] * u[1] + _LIGHT[2] * u[2]) * BOWL_SHIFT * PIP_RADIUS
        lv = (_LIGHT[0] * v[0] + _LIGHT[1] * v[1] + _LIGHT[2] * v[2]) * BOWL_SHIFT * PIP_RADIUS
        bx, by = fx + lu * ux + lv * vx, fy + lu * uy + lv * vy
        dark = [(bx + a * ux + b * vx, by + a * uy + b * vy) for a, b in bowls]
        sides.append((-n[2], n, u, v, drawn, cuts, bands, dark, bowl_cuts))
    sides.sort(key=lambda side: side[0])  # the side most turned to the viewer last
    polygon = pygame.draw.polygon
    # The body under the sides, around the middles of their rounded corners, lit as the corner
    # nearest the viewer: it shows where two or three sides' rounded corners meet.
    if sides:
        nearest = _unit((sum(side[1][0] for side in sides), sum(side[1][1] for side in sides),
                         sum(side[1][2] for side in sides)))
        area = polygon(surface, _shade(body, tone(nearest)), _hull(rims))
    for _, n, u, v, drawn, cuts, bands, dark, bowl_cuts in sides:
        k = tone(n)
        leans = (u, v, (-u[0], -u[1], -u[2]), (-v[0], -v[1], -v[2]))
        for band, towards, run in zip(bands, leans, _BAND_RUNS, strict=True):
            kb = _leaning(n, towards)
            area.union_ip(polygon(surface, _shade(body, kb), [drawn[i] for i in band]))
            if towards[2] >= -0.02:  # the cube ends here: its outline, anti-aliased
                pygame.draw.aalines(surface, _shade(body, kb * EDGE_SHADE), False,
                                    _outwards([drawn[i] for i in run], cx, cy))
        polygon(surface, _shade(body, k), drawn[cuts[1]])
        wall_colour = _shade(wall, 0.75 + 0.3 * k) if -n[2] > WALL_FROM else None
        for ring, bowl in zip(cuts[2:], bowl_cuts, strict=True):
            if wall_colour is not None:
                polygon(surface, wall_colour, drawn[ring])
            polygon(surface, pip, dark[bowl])
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


def _leaning(n: Vec, d: Vec) -> float:
    """The tone of a side's rounded edge where its normal ``n`` leans towards ``d``."""
    return tone(_unit((n[0] + BEVEL_LEAN * d[0], n[1] + BEVEL_LEAN * d[1],
                       n[2] + BEVEL_LEAN * d[2])))
