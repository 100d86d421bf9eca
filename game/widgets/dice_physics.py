"""The physics of a throw, simulated ahead of time: paths, tumbles, bounces, impacts.

No pygame and no game values here. :func:`simulate_throw` takes where each die starts and
where it must come to rest (its slot), the play area its centre may use, the dice lying still
(held or set aside: obstacles that never move), and a ``random.Random`` that shapes the paths
only. It returns, per die, samples of its centre, height and 3D orientation, plus the impacts
(rim and die-die) with their strength, for the click sounds.

How the faces come out right (the technique of 3D dice rollers): the throw is simulated first,
each die comes to rest flat with *some* side up; then the die's faces are relabelled by one of
the cube's 24 rotations (:func:`relabel`) so that the engine's value is the side that ends up,
and the same throw is replayed on screen. The cube is symmetric, so nothing visible jumps.

Coordinates: x right and y down in window pixels; z points away from the viewer, so "up" (out
of the felt, towards the viewer) is ``-z``. Orientations are unit quaternions ``(w, x, y, z)``
turning die-local vectors into world vectors. Heights are in die sides.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from game.widgets.cube_rotations import CUBE_ROTATIONS as CUBE_ROTATIONS
from game.widgets.cube_rotations import FACE_NORMALS as FACE_NORMALS
from game.widgets.cube_rotations import UP as UP
from game.widgets.cube_rotations import Matrix as Matrix
from game.widgets.cube_rotations import Quat as Quat
from game.widgets.cube_rotations import Vec as Vec
from game.widgets.cube_rotations import cross as cross
from game.widgets.cube_rotations import face_axes as face_axes
from game.widgets.cube_rotations import m_apply as m_apply
from game.widgets.cube_rotations import m_mul as m_mul
from game.widgets.cube_rotations import m_quat as m_quat
from game.widgets.cube_rotations import q_integrate as q_integrate
from game.widgets.cube_rotations import q_matrix as q_matrix
from game.widgets.cube_rotations import q_mul as q_mul
from game.widgets.cube_rotations import q_norm as q_norm
from game.widgets.cube_rotations import q_slerp as q_slerp
from game.widgets.cube_rotations import random_orientation as random_orientation
from game.widgets.cube_rotations import relabel as relabel
from game.widgets.cube_rotations import snap_flat as snap_flat
from game.widgets.cube_rotations import top_value as top_value

SAMPLE_RATE = 120  # samples per second (drawing interpolates between them)
FRICTION = 2.4  # 1/s: exponential slow-down of the slide on the felt
RIM_RESTITUTION = 0.62  # speed kept across a rim bounce
DIE_RESTITUTION = 0.7  # speed kept along the contact line of two dice
GRAVITY = 26.0  # die sides / s², towards the felt
HOP_RESTITUTION = 0.42  # vertical speed kept when a die lands on the felt
FREE_PART = 0.55  # share of a die's time spent moving freely; the rest settles into its slot
REACH = 1.07  # least distance between two flat, square dice centres, in die sides
AIR_SCALE = 0.12  # a die one side above the felt looks this much larger (as drawn)
LANDING_EASE = 0.12  # seconds: the last part of a path eases exactly onto the slot
SETTLE_STIFFNESS = 22.0  # 1/s: how firmly a settling die is drawn to its slot
ROLL_GRIP = 7.0  # 1/s: how fast a die on the felt turns with its slide (rolling)
IMPACT_SPEED = 2.5  # die sides / s of closing speed that make a full-volume click
IMPACT_MIN = 0.08  # quieter impacts are not heard
IMPACT_GAP = 0.06  # seconds: one die clicks at most this often
HEAP_PART = 0.5  # share of the first die's free slide after which a heap's dice must be apart
HEAP_SPREAD = 0.1  # share of a handful's overlap eased away each step as it flies apart,
HEAP_FIRM = 0.03  # growing by itself each this many seconds (they part smoothly, and soon)
HEAP_GRAZE = 0.12  # die sides of overlap left when a handful's two dice count as parted
_EASE_STEPS = round(LANDING_EASE * SAMPLE_RATE)  # samples of a landing's ease onto the slot


# --- the throw --------------------------------------------------------------------------------

@dataclass(frozen=True)
class Area:
    """The felt a die's picture stays inside (window pixels)."""

    left: float
    top: float
    right: float
    bottom: float


@dataclass(frozen=True)
class Launch:
    """One thrown die: where it leaves the hand, where it must rest, when it must be still."""

    start: tuple[float, float]
    rest: tuple[float, float]
    duration: float
    upright: bool = False
    """Leaves square to the felt (out of a cup's mouth, the handful's dice all turned alike),
    not at a random turn."""
    heap: bool = False
    """Leaves in a handful with the other heap dice (one place): they may overlap until they
    part, or until :data:`HEAP_PART` of the free slide, instead of being pushed apart first."""


@dataclass(frozen=True)
class Impact:
    """A die hits the rim or another die ``time`` s into the throw; ``strength`` is 0..1."""

    time: float
    die: int
    strength: float
    kind: str  # "rim" or "die"


@dataclass
class Path:
    """One die's samples (SAMPLE_RATE a second): centre, height (die sides), orientation."""

    xs: list[float] = field(default_factory=list)
    ys: list[float] = field(default_factory=list)
    lifts: list[float] = field(default_factory=list)
    turns: list[Quat] = field(default_factory=list)
    duration: float = 0.0

    def sample(self, t: float) -> tuple[float, float, float, Quat]:
        """(x, y, lift, orientation) ``t`` seconds into the throw, interpolated."""
        last = len(self.xs) - 1
        pos = min(max(t, 0.0), self.duration) * SAMPLE_RATE
        i = min(int(pos), last)
        j = min(i + 1, last)
        u = pos - i if i < last else 0.0
        return (self.xs[i] + (self.xs[j] - self.xs[i]) * u,
                self.ys[i] + (self.ys[j] - self.ys[i]) * u,
                self.lifts[i] + (self.lifts[j] - self.lifts[i]) * u,
                q_slerp(self.turns[i], self.turns[j], u) if u > 0 else self.turns[i])

    @property
    def rest_turn(self) -> Quat:
        """The orientation the die comes to rest in (flat)."""
        return self.turns[-1]


@dataclass
class Throw:
    """The result of :func:`simulate_throw`."""

    paths: list[Path]
    impacts: list[Impact]
    parted: float = 0.0
    """Seconds into the throw when a handful's dice (``Launch.heap``) have all parted."""


@dataclass
class _Body:
    x: float
    y: float
    vx: float
    vy: float
    lift: float
    vlift: float
    turn: Quat
    omega: Vec
    n_free: int
    n_total: int
    rest: tuple[float, float]
    path: Path
    free_turn: Quat = (1.0, 0.0, 0.0, 0.0)
    target: Quat | None = None
    easing: bool = False
    slot: int = 0
    mates: set[int] = field(default_factory=set)  # heap dice it may overlap (not yet parted)
    seen_turn: Quat | None = None  # the orientation ``matrix`` was computed for
    seen_matrix: Matrix | None = None

    def matrix(self) -> Matrix:
        """``q_matrix(self.turn)``, computed once per orientation (asked many times a step)."""
        if self.seen_turn is not self.turn:
            self.seen_matrix = q_matrix(self.turn)
            self.seen_turn = self.turn
        return self.seen_matrix  # type: ignore[return-value]


def simulate_throw(launches: Sequence[Launch], area: Area, obstacles: Sequence[tuple[float, float]],
                   size: float, rng: random.Random) -> Throw:
    """Simulate the dice of ``launches`` thrown together; see the module docstring.

    Each die slides with friction, hops, tumbles (turning with its slide while it touches the
    felt), bounces off the rim of ``area`` and off the other dice and the ``obstacles`` (which
    never move), then is drawn by a damped spring into its rest slot, turning onto its nearest
    side, and rests there exactly, flat, at its ``duration``. ``size`` is the die side in pixels.
    """
    h = 1.0 / SAMPLE_RATE
    reach = REACH * size
    bodies: list[_Body] = []
    for launch in launches:
        n_total = max(2, round(launch.duration * SAMPLE_RATE) + 1)
        n_free = max(1, round((n_total - 1) * FREE_PART))
        sx, sy = launch.start
        tx, ty = launch.rest
        dist = math.hypot(tx - sx, ty - sy) * rng.uniform(1.0, 1.35) + size
        heading = math.atan2(ty - sy, tx - sx) + rng.uniform(-0.45, 0.45)
        v0 = dist * FRICTION / (1 - math.exp(-FRICTION * n_free * h))
        spin = rng.uniform(9.0, 16.0)
        # Thrown sideways, a die rolls over forwards: it turns mostly about the axis across
        # its path, which keeps its picture low (it fits a narrow strip of felt).
        across = (-math.sin(heading), math.cos(heading))
        axis = (across[0] + rng.uniform(-0.25, 0.25), across[1] + rng.uniform(-0.25, 0.25),
                rng.uniform(-0.3, 0.3))
        norm = math.sqrt(sum(a * a for a in axis)) or 1.0
        bodies.append(_Body(
            x=sx, y=sy, vx=v0 * math.cos(heading), vy=v0 * math.sin(heading),
            lift=rng.uniform(0.6, 0.9), vlift=rng.uniform(2.0, 3.2),
            turn=(turn := (1.0, 0.0, 0.0, 0.0) if launch.upright else random_orientation(rng)),
            free_turn=turn,
            omega=tuple(spin * a / norm for a in axis),  # type: ignore[arg-type]
            n_free=n_free, n_total=n_total, rest=(tx, ty), path=Path(duration=launch.duration),
            slot=len(bodies)))
    heap = [i for i, launch in enumerate(launches) if launch.heap]
    for i in heap:  # a handful leaves together: its dice part as they fly, not before
        bodies[i].mates = set(heap) - {i}
    for _ in range(40):  # the hand lets go inside the rim, no die inside another
        for b in bodies:
            _keep_inside(b, area, size)
        if not _separate(bodies, reach):
            break
    impacts: list[Impact] = []
    steps = max(b.n_total for b in bodies)
    first_settle = min(b.n_free for b in bodies)
    parting = round(first_settle * HEAP_PART) if heap else -1
    parted = 0.0
    decay = math.exp(-FRICTION * h)
    for k in range(steps):
        for b in bodies:
            if k < b.n_total:
                b.path.xs.append(b.x)
                b.path.ys.append(b.y)
                b.path.lifts.append(b.lift)
                b.path.turns.append(b.turn)
        if k == parting:  # the heap's dice still together are made to part (rare)
            for b in bodies:
                b.mates.clear()
        if heap and not parted and not any(b.mates for b in bodies):
            parted = k * h
        if k == first_settle:
            _assign_slots(bodies, [launch.rest for launch in launches])
        live = [i for i, b in enumerate(bodies) if k < b.n_total - 1]
        for i in live:
            _advance(bodies[i], k, h, size, decay, area, impacts, i)
        _collide([bodies[i] for i in live], live, reach, k * h, size, impacts)
        # Dice lying still (held, set aside, or already landed) never move: the others bounce.
        still = [*obstacles, *(b.rest for b in bodies if k >= b.n_total - 1)]
        for i in live:  # the rim, then the still dice (never overlapped, whatever the rim)
            if not bodies[i].easing:
                _keep_inside(bodies[i], area, size)
            _push_off(bodies[i], still, reach)
    for b in bodies:
        b.path.turns[-1] = b.target if b.target is not None else snap_flat(b.turn)
        b.path.xs[-1], b.path.ys[-1] = b.rest
        b.path.lifts[-1] = 0.0
    impacts.sort(key=lambda imp: imp.time)
    by_slot = sorted(range(len(bodies)), key=lambda i: bodies[i].slot)
    impacts = [Impact(imp.time, bodies[imp.die].slot, imp.strength, imp.kind)
               for imp in impacts]
    heard: list[Impact] = []
    last: dict[int, float] = {}
    for imp in impacts:  # one click per die and contact, not one per simulation step
        if imp.time - last.get(imp.die, -1.0) >= IMPACT_GAP:
            heard.append(imp)
            last[imp.die] = imp.time
    return Throw([bodies[i].path for i in by_slot], heard, parted)


def _advance(b: _Body, k: int, h: float, size: float, decay: float, area: Area,
             impacts: list[Impact], index: int) -> None:
    """One step of one die: free slide, or the spring into its slot; height; spin."""
    ease_steps = _EASE_STEPS
    start = b.n_total - 1 - ease_steps
    if k >= start:
        # Landing: the die eases exactly onto its slot and arrives with no speed; the others
        # make way for it (it no longer gets pushed).
        b.easing = True
        e0 = _smooth((k - start) / ease_steps)
        e1 = _smooth((k + 1 - start) / ease_steps)
        frac = 1.0 if e0 >= 1 else (e1 - e0) / (1 - e0)
        dx, dy = (b.rest[0] - b.x) * frac, (b.rest[1] - b.y) * frac
        b.x += dx
        b.y += dy
        b.vx, b.vy = dx / h, dy / h
        b.lift *= 1 - frac
        b.vlift = 0.0
        _turn(b, k, h, size)
        return
    if k < b.n_free:
        b.vx *= decay
        b.vy *= decay
    else:
        # Critically damped spring to the slot; the last steps blend onto it exactly.
        w = SETTLE_STIFFNESS
        ax = w * w * (b.rest[0] - b.x) - 2 * w * b.vx
        ay = w * w * (b.rest[1] - b.y) - 2 * w * b.vy
        b.vx += ax * h
        b.vy += ay * h
    nx, ny = b.x + b.vx * h, b.y + b.vy * h
    # The rim: the die's picture (as turned now) stays inside the area.
    ex, ey = _body_extents(b)
    left, right = area.left + ex * size, area.right - ex * size
    top, bottom = area.top + ey * size, area.bottom - ey * size
    if left > right:
        left = right = (area.left + area.right) / 2
    if top > bottom:
        top = bottom = (area.top + area.bottom) / 2
    hit = 0.0
    if nx < left or nx > right:
        hit = max(hit, abs(b.vx))
        b.vx = -b.vx * RIM_RESTITUTION
        nx = min(max(nx, left), right)
    if ny < top or ny > bottom:
        hit = max(hit, abs(b.vy))
        b.vy = -b.vy * RIM_RESTITUTION
        ny = min(max(ny, top), bottom)
    if hit > 0:
        b.omega = (-b.omega[0] * 0.8, -b.omega[1] * 0.8, b.omega[2] + 3.0)
        strength = min(1.0, hit / (IMPACT_SPEED * size))
        if strength >= IMPACT_MIN:
            impacts.append(Impact(k * h, index, strength, "rim"))
    b.x, b.y = nx, ny
    # Height: a toss, hops that die down, then flat on the felt.
    if b.lift > 0 or b.vlift > 0:
        b.vlift -= GRAVITY * h
        b.lift += b.vlift * h
        if b.lift <= 0:
            b.lift = 0.0
            b.vlift = -b.vlift * HOP_RESTITUTION if -b.vlift > 1.2 else 0.0
    if k >= b.n_free:
        b.lift *= 0.85
        b.vlift = min(b.vlift, 0.0)
    _turn(b, k, h, size)


def _assign_slots(bodies: list[_Body], slots: list[tuple[float, float]]) -> None:
    """As the dice begin to settle, send each to the free slot that makes the shortest trips
    (which die is which does not matter: its sides are relabelled afterwards)."""
    from itertools import permutations
    from operator import getitem

    # Each die's squared trip to each slot, summed per order left to right (as ``sum`` does).
    trips = [[(b.x - slot[0]) ** 2 + (b.y - slot[1]) ** 2 for slot in slots] for b in bodies]
    best: tuple[float, tuple[int, ...]] | None = None
    for order in permutations(range(len(slots))):
        cost = sum(map(getitem, trips, order))
        if best is None or cost < best[0]:
            best = (cost, order)
    assert best is not None
    for b, j in zip(bodies, best[1], strict=True):
        b.rest, b.slot = slots[j], j


def _smooth(u: float) -> float:
    u = min(1.0, max(0.0, u))
    return u * u * (3 - 2 * u)


def _turn(b: _Body, k: int, h: float, size: float) -> None:
    """Spin: on the felt a die turns with its slide (rolling), in the air it keeps its spin."""
    if b.lift <= 0.02:
        r = size / 2
        r0, r1, r2 = cross(UP, (b.vx / r, b.vy / r, 0.0))
        g = min(1.0, ROLL_GRIP * h)
        o0, o1, o2 = b.omega
        b.omega = (o0 + (r0 - o0) * g, o1 + (r1 - o1) * g, o2 + (r2 - o2) * g)
    if k >= b.n_free:
        o0, o1, o2 = b.omega
        b.omega = (o0 * 0.93, o1 * 0.93, o2 * 0.93)
    b.free_turn = q_integrate(b.free_turn, b.omega, h)
    if k + 1 < b.n_free:
        b.turn = b.free_turn
    else:
        # Settling: the die rolls onto the side nearest when it began to settle and rests
        # flat and square (the spin it had carries on into the landing, then dies out).
        if b.target is None:
            b.target = snap_flat(b.free_turn)
        u = min(1.0, (k + 1 - b.n_free) / max(1, b.n_total - 1 - b.n_free))
        b.turn = q_slerp(b.free_turn, b.target, u * u * (3 - 2 * u))


def extents(turn: Quat, lift: float) -> tuple[float, float]:
    """Half the width and half the height of a die's picture (in die sides) at orientation
    ``turn`` and height ``lift``: 0.5 flat and square, up to about 0.87 seen along a diagonal."""
    m = q_matrix(turn)
    scale = 0.5 * (1 + AIR_SCALE * lift)
    return ((abs(m[0][0]) + abs(m[0][1]) + abs(m[0][2])) * scale,
            (abs(m[1][0]) + abs(m[1][1]) + abs(m[1][2])) * scale)


def support(turn: Quat, lift: float, nx: float, ny: float) -> float:
    """How far a die's picture reaches from its centre along the unit direction (nx, ny), in
    die sides: 0.5 for a flat square die along its edges, 0.71 towards a corner."""
    m = q_matrix(turn)
    reach = sum(abs(m[0][c] * nx + m[1][c] * ny) for c in range(3))
    return 0.5 * reach * (1 + AIR_SCALE * lift)


def _body_extents(b: _Body) -> tuple[float, float]:
    """:func:`extents` of a body, its matrix computed once per orientation (same arithmetic)."""
    m = b.matrix()
    scale = 0.5 * (1 + AIR_SCALE * b.lift)
    m0, m1 = m[0], m[1]
    return ((abs(m0[0]) + abs(m0[1]) + abs(m0[2])) * scale,
            (abs(m1[0]) + abs(m1[1]) + abs(m1[2])) * scale)


def _body_support(b: _Body, nx: float, ny: float) -> float:
    """:func:`support` of a body, its matrix computed once per orientation (same arithmetic:
    the sum runs left to right as ``sum`` does)."""
    m0, m1, _ = b.matrix()
    return 0.5 * (abs(m0[0] * nx + m1[0] * ny) + abs(m0[1] * nx + m1[1] * ny)
                  + abs(m0[2] * nx + m1[2] * ny)) * (1 + AIR_SCALE * b.lift)


def _flat_support(nx: float, ny: float) -> float:
    return 0.5 * (abs(nx) + abs(ny))


def extent(turn: Quat, lift: float) -> float:
    """The larger of :func:`extents`."""
    return max(extents(turn, lift))


def _collide(bodies: list[_Body], ids: list[int], reach: float, t: float, size: float,
             impacts: list[Impact]) -> None:
    """Push overlapping moving dice apart and exchange their speeds along the contact line.

    Two dice touch when their centres are closer than the sum of their pictures' half widths
    (``reach`` per die side for flat, square dice), so tumbling dice keep apart as drawn."""
    for a_i in range(len(bodies)):
        for b_i in range(a_i + 1, len(bodies)):
            a, b = bodies[a_i], bodies[b_i]
            if a.easing and b.easing:
                continue  # both landing in their own slots
            dx, dy = b.x - a.x, b.y - a.y
            d = math.hypot(dx, dy)
            if d >= reach * 1.8:
                if ids[b_i] in a.mates:  # far apart: parted
                    a.mates.discard(ids[b_i])
                    b.mates.discard(ids[a_i])
                continue
            if d < 1e-6:
                dx, dy, d = 1.0, 0.0, 1.0
            nx, ny = dx / d, dy / d
            pair = reach * (_body_support(a, nx, ny) + _body_support(b, nx, ny))
            if ids[b_i] in a.mates:  # one handful: eased apart, a share of the overlap a step
                if d < pair - HEAP_GRAZE * size:
                    push = (pair - d) * min(0.5, HEAP_SPREAD * (1 + t / HEAP_FIRM)) / 2
                    a.x, a.y = a.x - nx * push, a.y - ny * push
                    b.x, b.y = b.x + nx * push, b.y + ny * push
                    continue
                a.mates.discard(ids[b_i])  # parted (but for a graze): dice like any others
                b.mates.discard(ids[a_i])
            if d >= pair:
                continue
            # A landing die keeps its course: the other one takes the whole push.
            share_a = 0.0 if a.easing else (1.0 if b.easing else 0.5)
            share_b = 1.0 - share_a
            a.x -= nx * (pair - d) * share_a
            a.y -= ny * (pair - d) * share_a
            b.x += nx * (pair - d) * share_b
            b.y += ny * (pair - d) * share_b
            closing = (a.vx - b.vx) * nx + (a.vy - b.vy) * ny
            if closing > 0:
                j = closing * (1 + DIE_RESTITUTION)
                if not a.easing:
                    a.vx -= j * nx * (0.5 if not b.easing else 1.0)
                    a.vy -= j * ny * (0.5 if not b.easing else 1.0)
                if not b.easing:
                    b.vx += j * nx * (0.5 if not a.easing else 1.0)
                    b.vy += j * ny * (0.5 if not a.easing else 1.0)
                a.omega = (a.omega[0] + ny * 4, a.omega[1] - nx * 4, a.omega[2] - 2.0)
                b.omega = (b.omega[0] - ny * 4, b.omega[1] + nx * 4, b.omega[2] + 2.0)
                strength = min(1.0, closing / (IMPACT_SPEED * size))
                if strength >= IMPACT_MIN:
                    impacts.append(Impact(t, ids[a_i], strength, "die"))


def _separate(bodies: list[_Body], reach: float) -> bool:
    """Move overlapping dice apart (no speeds change); True when some had to move."""
    moved = False
    for a_i in range(len(bodies)):
        for b_i in range(a_i + 1, len(bodies)):
            a, b = bodies[a_i], bodies[b_i]
            if b_i in a.mates:
                continue  # one handful: it leaves together
            dx, dy = b.x - a.x, b.y - a.y
            d = math.hypot(dx, dy)
            if d < 1e-6:
                dx, dy, d = 0.0, 1.0, 1.0
            pair = reach * (_body_support(a, dx / d, dy / d)
                            + _body_support(b, dx / d, dy / d))
            if d >= pair:
                continue
            push = (pair - d) / 2 + 0.5
            a.x -= dx / d * push
            a.y -= dy / d * push
            b.x += dx / d * push
            b.y += dy / d * push
            moved = True
    return moved


def _push_off(b: _Body, obstacles: Sequence[tuple[float, float]], reach: float) -> None:
    """A moving die bounces off a die lying still (flat, square); the still one never moves."""
    if not obstacles:
        return
    for ox, oy in obstacles:
        dx, dy = b.x - ox, b.y - oy
        d = math.hypot(dx, dy)
        if d >= reach * 1.8:
            continue
        if d < 1e-6:
            dx, dy, d = 0.0, -1.0, 1.0
        nx, ny = dx / d, dy / d
        pair = reach * (_body_support(b, nx, ny) + _flat_support(nx, ny))
        if d >= pair:
            continue
        b.x, b.y = ox + nx * pair, oy + ny * pair
        closing = b.vx * nx + b.vy * ny
        if closing < 0:
            b.vx -= (1 + DIE_RESTITUTION) * closing * nx
            b.vy -= (1 + DIE_RESTITUTION) * closing * ny


def _keep_inside(b: _Body, area: Area, size: float) -> None:
    """Keep the die's picture inside the rim (after a push from another die)."""
    ex, ey = _body_extents(b)
    left, right = area.left + ex * size, area.right - ex * size
    top, bottom = area.top + ey * size, area.bottom - ey * size
    b.x = min(max(b.x, left), right) if left <= right else (area.left + area.right) / 2
    b.y = min(max(b.y, top), bottom) if top <= bottom else (area.top + area.bottom) / 2
