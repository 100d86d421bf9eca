"""A die's orientation in 3D: quaternions and matrices, the cube's 24 symmetries, which side
carries which value.

No pygame and no game values here: :mod:`game.widgets.dice_physics` simulates a throw with
these, and :mod:`game.widgets.dice` draws a die at an orientation. Orientations are unit
quaternions ``(w, x, y, z)`` turning die-local vectors into world vectors; "up" (out of the
felt, towards the viewer) is ``-z``. Every name here is also importable from
:mod:`game.widgets.dice_physics`.
"""

from __future__ import annotations

import math
import random

Vec = tuple[float, float, float]
"""A 3D vector (x right, y down, z away from the viewer)."""
Quat = tuple[float, float, float, float]
"""A unit quaternion ``(w, x, y, z)``: an orientation."""
Matrix = tuple[Vec, Vec, Vec]  # rows
"""A 3×3 rotation matrix, by rows."""

UP: Vec = (0.0, 0.0, -1.0)
"""World "up": out of the felt, towards the viewer."""


# --- small vector / quaternion algebra --------------------------------------------------------

def cross(a: Vec, b: Vec) -> Vec:
    """The cross product a × b."""
    return (a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0])


def q_mul(a: Quat, b: Quat) -> Quat:
    """The quaternion product a·b (b first, then a)."""
    aw, ax, ay, az = a
    bw, bx, by, bz = b
    return (aw * bw - ax * bx - ay * by - az * bz,
            aw * bx + ax * bw + ay * bz - az * by,
            aw * by - ax * bz + ay * bw + az * bx,
            aw * bz + ax * by - ay * bx + az * bw)


def q_norm(q: Quat) -> Quat:
    """``q`` scaled to unit length."""
    n = math.sqrt(q[0] ** 2 + q[1] ** 2 + q[2] ** 2 + q[3] ** 2) or 1.0
    return (q[0] / n, q[1] / n, q[2] / n, q[3] / n)


def q_integrate(q: Quat, omega: Vec, dt: float) -> Quat:
    """``q`` turned by the world angular velocity ``omega`` (rad/s) for ``dt`` seconds."""
    angle = math.sqrt(omega[0] ** 2 + omega[1] ** 2 + omega[2] ** 2) * dt
    if angle < 1e-12:
        return q
    s = math.sin(angle / 2) / (angle / dt)
    turn = (math.cos(angle / 2), omega[0] * s, omega[1] * s, omega[2] * s)
    return q_norm(q_mul(turn, q))


def q_slerp(a: Quat, b: Quat, u: float) -> Quat:
    """Spherical interpolation from ``a`` (u = 0) to ``b`` (u = 1) along the shorter arc."""
    a0, a1, a2, a3 = a
    b0, b1, b2, b3 = b
    dot = 0.0 + a0 * b0 + a1 * b1 + a2 * b2 + a3 * b3  # as ``sum`` adds them, from 0.0
    if dot < 0:
        b = b0, b1, b2, b3 = (-b0, -b1, -b2, -b3)
        dot = -dot
    if dot > 0.9995:
        return q_norm((a0 + (b0 - a0) * u, a1 + (b1 - a1) * u, a2 + (b2 - a2) * u,
                       a3 + (b3 - a3) * u))
    theta = math.acos(dot)
    sa = math.sin((1 - u) * theta) / math.sin(theta)
    sb = math.sin(u * theta) / math.sin(theta)
    return (a[0] * sa + b[0] * sb, a[1] * sa + b[1] * sb, a[2] * sa + b[2] * sb,
            a[3] * sa + b[3] * sb)


def q_matrix(q: Quat) -> Matrix:
    """The rotation matrix of unit quaternion ``q`` (rows)."""
    w, x, y, z = q
    return ((1 - 2 * (y * y + z * z), 2 * (x * y - w * z), 2 * (x * z + w * y)),
            (2 * (x * y + w * z), 1 - 2 * (x * x + z * z), 2 * (y * z - w * x)),
            (2 * (x * z - w * y), 2 * (y * z + w * x), 1 - 2 * (x * x + y * y)))


def m_quat(m: Matrix) -> Quat:
    """The unit quaternion of rotation matrix ``m``."""
    (a, b, c), (d, e, f), (g, h, i) = m
    trace = a + e + i
    if trace > 0:
        s = 2 * math.sqrt(trace + 1)
        return q_norm((s / 4, (h - f) / s, (c - g) / s, (d - b) / s))
    if a > e and a > i:
        s = 2 * math.sqrt(1 + a - e - i)
        return q_norm(((h - f) / s, s / 4, (b + d) / s, (c + g) / s))
    if e > i:
        s = 2 * math.sqrt(1 + e - a - i)
        return q_norm(((c - g) / s, (b + d) / s, s / 4, (f + h) / s))
    s = 2 * math.sqrt(1 + i - a - e)
    return q_norm(((d - b) / s, (c + g) / s, (f + h) / s, s / 4))


def m_apply(m: Matrix, v: Vec) -> Vec:
    """``m`` applied to vector ``v``."""
    return (m[0][0] * v[0] + m[0][1] * v[1] + m[0][2] * v[2],
            m[1][0] * v[0] + m[1][1] * v[1] + m[1][2] * v[2],
            m[2][0] * v[0] + m[2][1] * v[1] + m[2][2] * v[2])


def m_mul(a: Matrix, b: Matrix) -> Matrix:
    """The matrix product a·b."""
    cols = list(zip(*b, strict=True))
    return tuple(tuple(sum(x * y for x, y in zip(row, col, strict=True)) for col in cols)
                 for row in a)  # type: ignore[return-value]


def _signed_permutations() -> list[Matrix]:
    """The 24 rotations that map the cube onto itself (signed permutation matrices, det +1)."""
    out: list[Matrix] = []
    for perm in ((0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0)):
        for signs in ((1, 1, 1), (1, 1, -1), (1, -1, 1), (1, -1, -1),
                      (-1, 1, 1), (-1, 1, -1), (-1, -1, 1), (-1, -1, -1)):
            rows = tuple(tuple(float(signs[r]) if perm[r] == c else 0.0 for c in range(3))
                         for r in range(3))
            m: Matrix = rows  # type: ignore[assignment]
            det = (m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1])
                   - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
                   + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0]))
            if det > 0:
                out.append(m)
    return out


CUBE_ROTATIONS: tuple[Matrix, ...] = tuple(_signed_permutations())
"""The cube's 24 symmetries (turning a die by one of them leaves its shape where it was)."""


# --- the die's design: which side carries which value --------------------------------------

FACE_NORMALS: dict[int, Vec] = {
    1: (0.0, 0.0, -1.0), 6: (0.0, 0.0, 1.0),
    2: (1.0, 0.0, 0.0), 5: (-1.0, 0.0, 0.0),
    3: (0.0, 1.0, 0.0), 4: (0.0, -1.0, 0.0),
}
"""Outward normal of each value's side, in die-local axes (opposite sides add up to 7)."""


def face_axes(value: int) -> tuple[Vec, Vec, Vec]:
    """(normal, u, v) of a value's side in die-local axes; pips sit at ``gx·u + gy·v``.

    ``u × v = -normal``: seen from outside, v is u turned a quarter clockwise, as on the
    flat drawing of a face (x right, y down), so a resting die matches its 2D picture.
    """
    n = FACE_NORMALS[value]
    u: Vec = (0.0, 1.0, 0.0) if abs(n[0]) > 0.5 else (1.0, 0.0, 0.0)
    v = cross(u, n)
    return n, u, v


def relabel(rest: Quat, value: int, rng: random.Random) -> Quat:
    """A cube symmetry Q (as a quaternion) such that a die drawn turned by ``rest · Q`` shows
    ``value`` on top when the simulated die rests at orientation ``rest`` (flat).

    Of the four symmetries that do it, ``rng`` picks one (any is exact).
    """
    m = q_matrix(rest)
    # The die-local axis that points up at rest.
    local_up = tuple(sum(m[r][c] * UP[r] for r in range(3)) for c in range(3))
    target = FACE_NORMALS[value]
    choices = [q for q in CUBE_ROTATIONS
               if all(abs(a - b) < 1e-6 for a, b in zip(m_apply(q, target), local_up,
                                                        strict=True))]
    return m_quat(rng.choice(choices))


def top_value(orientation: Quat) -> int:
    """The value whose side faces the viewer most at ``orientation``."""
    m = q_matrix(orientation)
    return min(FACE_NORMALS, key=lambda f: m_apply(m, FACE_NORMALS[f])[2])


def snap_flat(q: Quat) -> Quat:
    """The flat resting orientation nearest to ``q``: a side up, edges square to the screen."""
    m = q_matrix(q)
    cols = [(m[0][c], m[1][c], m[2][c]) for c in range(3)]  # world images of local axes
    up_axis = max(range(3), key=lambda c: abs(cols[c][2]))
    others = [c for c in range(3) if c != up_axis]
    side = max(others, key=lambda c: max(abs(cols[c][0]), abs(cols[c][1])))
    col_side = cols[side]
    new: list[Vec] = [(0.0, 0.0, 0.0)] * 3
    new[up_axis] = (0.0, 0.0, math.copysign(1.0, cols[up_axis][2]))
    if abs(col_side[0]) >= abs(col_side[1]):
        new[side] = (math.copysign(1.0, col_side[0]), 0.0, 0.0)
    else:
        new[side] = (0.0, math.copysign(1.0, col_side[1]), 0.0)
    last = 3 - up_axis - side
    # Keep a proper rotation: columns (c0, c1, c2) right-handed.
    c = [new[0], new[1], new[2]]
    if last == 0:
        c[0] = cross(c[1], c[2])
    elif last == 1:
        c[1] = cross(c[2], c[0])
    else:
        c[2] = cross(c[0], c[1])
    rows: Matrix = ((c[0][0], c[1][0], c[2][0]), (c[0][1], c[1][1], c[2][1]),
                    (c[0][2], c[1][2], c[2][2]))
    return m_quat(rows)


def random_orientation(rng: random.Random) -> Quat:
    """A uniformly random orientation."""
    u1, u2, u3 = rng.random(), rng.random(), rng.random()
    return (math.sqrt(1 - u1) * math.sin(2 * math.pi * u2),
            math.sqrt(1 - u1) * math.cos(2 * math.pi * u2),
            math.sqrt(u1) * math.sin(2 * math.pi * u3),
            math.sqrt(u1) * math.cos(2 * math.pi * u3))
