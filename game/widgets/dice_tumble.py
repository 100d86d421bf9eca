"""A die in the air, as drawing needs it: where it is, how it is turned, which sides show.

:class:`Tumble` is one die's part in a simulated throw (:mod:`game.widgets.dice_physics`): its
path plus the relabelling that makes the engine's face land on top. :class:`TumbleLook` is that
die at one moment: centre, height, the sides turned to the viewer with their axes, the angle of
the top side's picture and the value on top. No pygame here; :mod:`game.widgets.dice` moves
the dice and :mod:`game.widgets.dice_cube` draws them.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from game.widgets import dice_physics as physics

TurnedFace = tuple[int, physics.Vec, physics.Vec, physics.Vec]
"""A side's value, its outward normal and its two face axes, as world vectors."""


@dataclass
class Tumble:
    """A die's part in a simulated throw: its path and the relabelling that makes the engine's
    face land on top (drawn orientation = simulated orientation · ``relabel``)."""

    path: physics.Path
    relabel: physics.Quat
    _memo: tuple[float, TumbleLook] | None = None

    def turn(self, t: float) -> tuple[float, float, float, physics.Quat]:
        """(x, y, lift, drawn orientation) ``t`` seconds into the throw."""
        x, y, lift, q = self.path.sample(t)
        return x, y, lift, physics.q_mul(q, self.relabel)

    def look(self, t: float) -> TumbleLook:
        """Everything drawing needs ``t`` seconds into the throw (remembered for that t)."""
        if self._memo is not None and self._memo[0] == t:
            return self._memo[1]
        x, y, lift, q = self.turn(t)
        faces = turned_faces(physics.q_matrix(q))
        top = min(faces, key=lambda f: f[1][2])
        ux, uy, _ = top[2]
        angle = -math.degrees(math.atan2(uy, ux)) % 360
        look = TumbleLook(x, y, lift, faces, angle, top[0])
        self._memo = (t, look)
        return look

    def rest_angle(self) -> float:
        """The resting picture's angle once landed: a multiple of 90° (degrees)."""
        rest = physics.q_mul(self.path.rest_turn, self.relabel)
        return round(picture_angle(rest) / 90) * 90 % 360


@dataclass(frozen=True)
class TumbleLook:
    """A tumbling die at one moment: centre, height, its visible sides turned, the picture's
    angle and the side on top."""

    x: float
    y: float
    lift: float
    faces: tuple[TurnedFace, ...]
    angle: float
    top: int


def turned_faces(m: physics.Matrix) -> tuple[TurnedFace, ...]:
    """Each value's (normal, u, v) turned into the world by the rotation matrix ``m``."""
    out = []
    for value in range(1, 7):
        n, u, v = _FACE_AXES[value]
        turned = physics.m_apply(m, n)
        if turned[2] < 0:  # only the sides turned to the viewer need their axes
            out.append((value, turned, physics.m_apply(m, u), physics.m_apply(m, v)))
    return tuple(out)


def picture_angle(q: physics.Quat) -> float:
    """How far the picture of the top side is turned, in degrees counter-clockwise on screen."""
    m = physics.q_matrix(q)
    top = physics.top_value(q)
    _, u, _ = _FACE_AXES[top]
    ux, uy, _ = physics.m_apply(m, u)
    return -math.degrees(math.atan2(uy, ux)) % 360


_FACE_AXES = {value: physics.face_axes(value) for value in range(1, 7)}
