"""Animated dice shared by both table scenes: `DiceTray` shows what it is told, nothing more.

The widget never decides a value: `roll` receives the final faces from the engine and an
injected `random.Random` that only shapes the tumble (paths, spins, faces flashed in flight).
A scene uses it like this::

    tray = DiceTray(5, on_settled=lambda: audio.play("rattle"))
    tray.layout(felt_rect, slot_centres, die_size)          # in Scene.layout
    tray.roll(indices, engine_faces, app.rng, speed=2.0)    # after the engine rolled
    tray.skip()                                             # a click while tray.is_animating
    tray.update(dt); if tray.just_settled: ...              # in Scene.update
    tray.draw(surface)                                      # in Scene.draw (only reads)
    i = tray.die_at(event.pos)                              # None while rolling
    tray.move_to(i, held_row_centre)                        # held dice glide apart
    tray.shake(i)                                           # refused selection
    tray.set_state(i, held=True) / (hovered=...) / (dimmed=...)
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import pygame

from game.widgets.dice_render import FaceCache, Look, canvas_side

ROLL_DURATION = 1.05  # seconds from the throw until the last die rests (speed 1)
GLIDE_DURATION = 0.22  # seconds for a held die to glide to its new place
SHAKE_DURATION = 0.3  # refusal shake
SHAKE_CYCLES = 3.5  # back-and-forth swings during a shake
SHAKE_AMPLITUDE = 0.11  # × die size
HOVER_LIFT = 0.04  # × die size: a hovered die rises towards the viewer
AIR_SCALE = 0.12  # a die at the top of its hop is drawn this much larger
FLIGHT_PART = 0.64  # share of the roll spent flying free; the rest eases into the slot
SAMPLE_RATE = 240  # tumble paths are precomputed at this rate, so any dt gives the same frames
FRICTION = 2.6  # 1/s, exponential slow-down of the slide
SPIN_DECAY = 2.2  # 1/s, exponential slow-down of the spin
RESTITUTION = 0.72  # speed kept after bouncing off the tray border
FLIP_DISTANCE = 0.85  # × die size rolled before the visible face changes

# Faces that can come up when a die rolls over one edge: never itself, never its opposite.
_NEIGHBOURS = {f: tuple(g for g in range(1, 7) if g not in (f, 7 - f)) for f in range(1, 7)}

Point = tuple[float, float]


@dataclass
class _Tumble:
    """A precomputed flight: samples of position, angle, height and shown face."""

    xs: list[float]
    ys: list[float]
    angles: list[float]
    heights: list[float]
    faces: list[int]
    duration: float

    def sample(self, t: float) -> tuple[float, float, float, float, int]:
        """Interpolated (x, y, angle, height, face) at `t` seconds into the flight."""
        last = len(self.xs) - 1
        pos = min(max(t, 0.0), self.duration) / self.duration * last
        i = min(int(pos), last)
        j = min(i + 1, last)
        u = pos - i

        def lerp(a: list[float]) -> float:
            return a[i] + (a[j] - a[i]) * u

        return lerp(self.xs), lerp(self.ys), lerp(self.angles), lerp(self.heights), self.faces[i]


@dataclass
class _Flight:
    """What a roll asks of one die: where it is thrown from, its final face, its flight time."""

    die: _Die
    launch: Point
    final: int
    total: float


@dataclass
class _Die:
    """One die's display state (no game meaning)."""

    face: int
    rest: Point
    angle: float = 0.0  # resting angle, always a multiple of 90°
    hovered: bool = False
    held: bool = False
    dimmed: bool = False
    tumble: _Tumble | None = None
    glide_from: Point | None = None
    glide_time: float = 0.0
    glide_duration: float = 0.0
    shake_time: float | None = None
    extra: dict[str, float] = field(default_factory=dict)


class DiceTray:
    """N dice (5 or 6) on the felt: layout, tumbling rolls, glides, shakes, states and drawing.

    All times are in seconds. Positions are die centres in window pixels.
    """

    def __init__(
        self,
        count: int,
        *,
        faces: Sequence[int] | None = None,
        on_settled: Callable[[], None] | None = None,
        cache: FaceCache | None = None,
    ) -> None:
        """Create `count` dice showing `faces` (default all 1) at the origin until `layout`.

        `on_settled` is called once per roll, inside `update`, in the frame the dice land
        (also after `skip`). `cache` lets several trays share rendered faces.
        """
        if count < 1:
            raise ValueError("a tray needs at least one die")
        start = list(faces) if faces is not None else [1] * count
        if len(start) != count:
            raise ValueError(f"expected {count} faces, got {len(start)}")
        for f in start:
            _check_face(f)
        self._dice = [_Die(face=f, rest=(0.0, 0.0)) for f in start]
        self._bounds = pygame.Rect(0, 0, 0, 0)
        self._size = 64
        self._cache = cache if cache is not None else FaceCache()
        self._elapsed = 0.0
        self._roll_duration = 0.0
        self._rolling = False
        self._settle_pending = False
        self._just_settled = False
        self._still_for = math.inf
        self.on_settled = on_settled

    # ----------------------------------------------------------------- layout and queries

    def layout(self, bounds: pygame.Rect, rest: Sequence[Point], die_size: int) -> None:
        """Place the dice: `bounds` is the felt area tumbling dice stay in, `rest` the centre of
        each die's slot, `die_size` the side in pixels. Snaps everything (a running roll ends
        at its final faces; no value changes)."""
        if len(rest) != len(self._dice):
            raise ValueError(f"expected {len(self._dice)} rest positions, got {len(rest)}")
        self.skip()
        self._bounds = pygame.Rect(bounds)
        self._size = max(8, int(die_size))
        for die, p in zip(self._dice, rest, strict=True):
            die.rest = (float(p[0]), float(p[1]))

    def set_positions(self, rest: Sequence[Point], duration: float = GLIDE_DURATION) -> None:
        """Give every die a new rest position, gliding there over `duration` (0 snaps)."""
        if len(rest) != len(self._dice):
            raise ValueError(f"expected {len(self._dice)} rest positions, got {len(rest)}")
        for i, p in enumerate(rest):
            self.move_to(i, p, duration)

    def move_to(self, index: int, pos: Point, duration: float = GLIDE_DURATION) -> None:
        """Glide die `index` smoothly to the new rest position `pos` (e.g. into the held row).

        A die still rolling lands in its old slot and then glides to `pos`.
        """
        die = self._dice[index]
        if die.tumble is not None and self._rolling:
            die.extra["glide_after_roll"] = duration
        elif duration > 0:
            die.glide_from = self._drawn_centre(die)
            die.glide_time = 0.0
            die.glide_duration = duration
        else:
            die.glide_from = None
        die.rest = (float(pos[0]), float(pos[1]))

    def set_faces(self, faces: Sequence[int]) -> None:
        """Show `faces` at once, without animation (e.g. when a saved game is resumed)."""
        if len(faces) != len(self._dice):
            raise ValueError(f"expected {len(self._dice)} faces, got {len(faces)}")
        for f in faces:
            _check_face(f)
        self.skip()
        for die, f in zip(self._dice, faces, strict=True):
            die.face = f

    def set_state(
        self,
        index: int,
        *,
        hovered: bool | None = None,
        held: bool | None = None,
        dimmed: bool | None = None,
    ) -> None:
        """Change how die `index` looks; arguments left as None are unchanged."""
        die = self._dice[index]
        if hovered is not None:
            die.hovered = hovered
        if held is not None:
            die.held = held
        if dimmed is not None:
            die.dimmed = dimmed

    def state(self, index: int) -> Look:
        """The look die `index` is drawn with right now."""
        return self._look(self._dice[index])

    @property
    def count(self) -> int:
        """Number of dice."""
        return len(self._dice)

    @property
    def die_size(self) -> int:
        """Side of a die in pixels."""
        return self._size

    @property
    def bounds(self) -> pygame.Rect:
        """The felt area tumbling dice bounce in (a copy)."""
        return pygame.Rect(self._bounds)

    @property
    def faces(self) -> tuple[int, ...]:
        """The faces the dice show at rest (during a roll: the final faces they will show)."""
        return tuple(d.face for d in self._dice)

    @property
    def shown_faces(self) -> tuple[int, ...]:
        """The faces visible right now (changing while dice tumble)."""
        return tuple(self._pose(d)[4] for d in self._dice)

    @property
    def rest_positions(self) -> tuple[Point, ...]:
        """Each die's rest position (the slot centre it ends at)."""
        return tuple(d.rest for d in self._dice)

    def position(self, index: int) -> Point:
        """Where die `index` is drawn right now (centre, pixels)."""
        x, y, *_ = self._pose(self._dice[index])
        return (x, y)

    def angle(self, index: int) -> float:
        """The angle (degrees, counter-clockwise) die `index` is drawn at right now."""
        return self._pose(self._dice[index])[2]

    @property
    def is_animating(self) -> bool:
        """True while a roll is in the air (a click should then call `skip`)."""
        return self._rolling

    @property
    def is_moving(self) -> bool:
        """True while anything moves: a roll, a glide or a shake."""
        return self._rolling or any(
            d.glide_from is not None or d.shake_time is not None for d in self._dice
        )

    @property
    def still_for(self) -> float:
        """Seconds every die has lain still since the last throw landed (inf before any throw).

        0 while a throw is in the air; a `skip` restarts it at 0, so the dice are seen before
        anything of the roll's outcome is shown (`TableScene.outcome_visible`).
        """
        return 0.0 if self._rolling else self._still_for

    @property
    def just_settled(self) -> bool:
        """True during the one `update` call in which a roll landed (or after a `skip`)."""
        return self._just_settled

    def die_at(self, pos: Point) -> int | None:
        """Index of the die drawn under `pos`, topmost first; None if none or while rolling."""
        if self._rolling:
            return None
        half = self._size / 2
        for i in reversed(self._draw_order()):
            x, y, angle, height, _ = self._pose(self._dice[i])
            dx, dy = pos[0] - x, pos[1] - y
            # Undo the die's rotation (pygame angles turn counter-clockwise on screen).
            a = math.radians(angle)
            lx = dx * math.cos(a) - dy * math.sin(a)
            ly = dx * math.sin(a) + dy * math.cos(a)
            scale = 1 + AIR_SCALE * height
            if abs(lx) <= half * scale and abs(ly) <= half * scale:
                return i
        return None

    # ----------------------------------------------------------------- animation verbs

    def roll(
        self,
        indices: Sequence[int],
        final_faces: Sequence[int],
        rng: random.Random,
        duration: float = ROLL_DURATION,
        *,
        speed: float = 1.0,
    ) -> None:
        """Throw the dice `indices` so that they land showing `final_faces` (same order).

        `final_faces` come from the engine; `rng` only shapes the flight, so the same seed gives
        the same animation. The roll lasts `duration / speed` seconds (speed 2 ≈ the fast
        setting). Other dice stay where they are. A roll still in the air is finished first.
        """
        idx = list(indices)
        finals = list(final_faces)
        if len(idx) != len(finals):
            raise ValueError("one final face per rolled die is needed")
        if len(set(idx)) != len(idx):
            raise ValueError("a die cannot be rolled twice in one throw")
        for i in idx:
            if not 0 <= i < len(self._dice):
                raise IndexError(f"no die {i}")
        for f in finals:
            _check_face(f)
        if speed <= 0 or duration <= 0:
            raise ValueError("duration and speed must be positive")
        self.skip()
        if not idx:
            return
        total = duration / speed
        side = self._launch_side(rng)
        order = sorted(range(len(idx)), key=lambda k: self._dice[idx[k]].rest[0])
        flights: list[_Flight] = []
        for rank, k in enumerate(order):
            die = self._dice[idx[k]]
            # The last die lands exactly at `total`; the others slightly earlier.
            t_end = total if rank == len(order) - 1 else total * rng.uniform(0.84, 0.97)
            launch = self._launch_point(side, (rank + 0.5) / len(order), rng)
            flights.append(_Flight(die, launch, finals[k], t_end))
        for flight, tumble in zip(flights, self._plan(flights, rng), strict=True):
            flight.die.tumble = tumble
            flight.die.face = flight.final
            flight.die.glide_from = None
            flight.die.shake_time = None
        self._elapsed = 0.0
        self._roll_duration = total
        self._rolling = True

    def skip(self) -> None:
        """End every animation at once: dice rest in their slots with their final faces."""
        if self._rolling:
            self._finish_roll()
        for die in self._dice:
            die.glide_from = None
            die.shake_time = None

    def shake(self, index: int, duration: float = SHAKE_DURATION) -> None:
        """Shake die `index` sideways (refused selection); it ends back at rest."""
        die = self._dice[index]
        if die.tumble is None:
            die.shake_time = 0.0
            die.extra["shake_duration"] = duration

    def update(self, dt: float) -> None:
        """Advance all animations by `dt` seconds."""
        self._just_settled = self._settle_pending
        self._settle_pending = False
        if not self._rolling and not self._just_settled:
            self._still_for += dt
        if self._rolling:
            self._elapsed += dt
            if self._elapsed >= self._roll_duration:
                self._finish_roll()
                self._just_settled = True
                self._settle_pending = False
        for die in self._dice:
            if die.glide_from is not None:
                die.glide_time += dt
                if die.glide_time >= die.glide_duration:
                    die.glide_from = None
            if die.shake_time is not None:
                die.shake_time += dt
                if die.shake_time >= die.extra.get("shake_duration", SHAKE_DURATION):
                    die.shake_time = None
        if self._just_settled and self.on_settled is not None:
            self.on_settled()

    # ----------------------------------------------------------------- drawing

    def draw(self, surface: pygame.Surface) -> None:
        """Draw shadows, then dice (resting first, flying ones on top). Only reads state."""
        order = self._draw_order()
        poses = [self._pose(self._dice[i]) for i in range(len(self._dice))]
        size = self._size
        for i in order:
            x, y, angle, height, _ = poses[i]
            die = self._dice[i]
            lift = height + (HOVER_LIFT * 3 if die.hovered and not die.dimmed else 0.0)
            shadow = self._cache.turned_shadow(size, angle)
            ox = size * (0.05 + 0.25 * lift)
            oy = size * (0.09 + 0.35 * lift)
            alpha = round(255 * max(0.35, 1 - 0.55 * lift))
            shadow.set_alpha(alpha)
            surface.blit(shadow, shadow.get_rect(center=(round(x + ox), round(y + oy))))
            shadow.set_alpha(None)
        for i in order:
            x, y, angle, height, face = poses[i]
            die = self._dice[i]
            if die.tumble is not None and self._rolling:
                big = round(size * (1 + AIR_SCALE))
                look = Look.DIMMED if die.dimmed else Look.NORMAL
                base = self._cache.tight(face, big, look)
                img = pygame.transform.rotozoom(base, angle, (1 + AIR_SCALE * height) * size / big)
            else:
                look = self._look(die)
                img = self._cache.face(face, size, look, round(angle / 90))
                if die.hovered and not die.dimmed:
                    y -= HOVER_LIFT * size
            surface.blit(img, img.get_rect(center=(round(x), round(y))))

    def warm_up(self) -> None:
        """Render every face in every look at the current size now, so no frame stalls later."""
        big = round(self._size * (1 + AIR_SCALE))
        for f in range(1, 7):
            for look in Look:
                self._cache.face(f, self._size, look)
            self._cache.tight(f, big, Look.NORMAL)
        for step in range(0, 90, 3):
            self._cache.turned_shadow(self._size, step)

    # ----------------------------------------------------------------- internals

    def _look(self, die: _Die) -> Look:
        if die.shake_time is not None:
            return Look.REFUSED
        if die.dimmed:
            return Look.DIMMED
        if die.held:
            return Look.HELD
        if die.hovered:
            return Look.HOVERED
        return Look.NORMAL

    def _draw_order(self) -> list[int]:
        # Flying dice above resting ones; a higher die above a lower one.
        def key(i: int) -> tuple[int, float]:
            d = self._dice[i]
            if d.tumble is not None and self._rolling:
                return (2, self._pose(d)[3])
            return (1 if d.glide_from is not None or d.hovered else 0, 0.0)

        return sorted(range(len(self._dice)), key=key)

    def _drawn_centre(self, die: _Die) -> Point:
        x, y, *_ = self._pose(die)
        return (x, y)

    def _pose(self, die: _Die) -> tuple[float, float, float, float, int]:
        """(x, y, angle, height, face) as drawn now."""
        if die.tumble is not None and self._rolling:
            return die.tumble.sample(self._elapsed)
        x, y = die.rest
        if die.glide_from is not None and die.glide_duration > 0:
            u = min(1.0, die.glide_time / die.glide_duration)
            e = 1 - (1 - u) ** 3
            x = die.glide_from[0] + (x - die.glide_from[0]) * e
            y = die.glide_from[1] + (y - die.glide_from[1]) * e
        if die.shake_time is not None:
            d = die.extra.get("shake_duration", SHAKE_DURATION)
            u = min(1.0, die.shake_time / d)
            x += SHAKE_AMPLITUDE * self._size * math.sin(2 * math.pi * SHAKE_CYCLES * u) * (1 - u)
        return (x, y, die.angle, 0.0, die.face)

    def _finish_roll(self) -> None:
        for die in self._dice:
            if die.tumble is not None:
                die.angle = round(die.tumble.angles[-1] / 90) * 90 % 360
                landed = (die.tumble.xs[-1], die.tumble.ys[-1])
                die.tumble = None
                glide = die.extra.pop("glide_after_roll", 0.0)
                if glide > 0 and landed != die.rest:
                    die.glide_from = landed
                    die.glide_time = 0.0
                    die.glide_duration = glide
        self._rolling = False
        self._elapsed = 0.0
        self._settle_pending = True
        self._still_for = 0.0

    def _launch_side(self, rng: random.Random) -> str:
        return rng.choice(("left", "right", "bottom"))

    def _launch_point(self, side: str, along: float, rng: random.Random) -> Point:
        b = self._play_area()
        jitter = rng.uniform(-0.08, 0.08)
        u = min(1.0, max(0.0, 0.25 + 0.5 * along + jitter))
        if side == "left":
            return (b.left, b.top + u * b.height)
        if side == "right":
            return (b.right, b.top + u * b.height)
        return (b.left + u * b.width, b.bottom)

    def _play_area(self) -> pygame.Rect:
        """Where a die centre may go: the bounds shrunk by half a die (or the slots' box)."""
        b = pygame.Rect(self._bounds)
        if b.width <= self._size or b.height <= self._size:
            xs = [d.rest[0] for d in self._dice]
            ys = [d.rest[1] for d in self._dice]
            b = pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
            b.inflate_ip(self._size * 3, self._size * 3)
        half = math.ceil(self._size * 0.62)
        return b.inflate(-2 * half, -2 * half) if b.width > 2 * half else b

    def _plan(self, flights: list[_Flight], rng: random.Random) -> list[_Tumble]:
        """Precompute every rolled die's flight together, so dice knock into each other.

        Each die flies freely (sliding with friction, bouncing off the tray border and off the
        other flying dice, spinning, hopping), then eases into its rest slot along a cubic
        Hermite curve that keeps its velocity and stops exactly there, square to the table.
        """
        area = self._play_area()
        h = 1 / SAMPLE_RATE
        size = self._size
        thrown = {id(f.die) for f in flights}
        resting = [d.rest for d in self._dice if id(d) not in thrown]
        bodies: list[dict[str, float]] = []
        for f in flights:
            n = max(2, round(f.total * SAMPLE_RATE) + 1)
            n_fly = max(1, round((n - 1) * FLIGHT_PART))
            tx, ty = f.die.rest
            lx, ly = f.launch
            dist = math.hypot(tx - lx, ty - ly) * rng.uniform(0.9, 1.3)
            heading = math.atan2(ty - ly, tx - lx) + rng.uniform(-0.4, 0.4)
            v0 = dist * FRICTION / (1 - math.exp(-FRICTION * n_fly * h))
            bodies.append({
                "n": n, "n_fly": n_fly, "x": lx, "y": ly,
                "vx": v0 * math.cos(heading), "vy": v0 * math.sin(heading),
                "spin": rng.choice((-1, 1)) * rng.uniform(540, 900),
                "angle": rng.uniform(0, 90), "rolled": 0.0,
            })
        tracks: list[dict[str, list[float]]] = [
            {"xs": [], "ys": [], "angles": []} for _ in flights
        ]
        flips: list[list[int]] = [[] for _ in flights]
        steps = max(int(b["n"]) for b in bodies)
        decay = math.exp(-FRICTION * h)
        spin_decay = math.exp(-SPIN_DECAY * h)
        for k in range(steps):
            for b, tr in zip(bodies, tracks, strict=True):
                if k < b["n"]:
                    tr["angles"].append(b["angle"])
                    b["spin"] *= spin_decay
                    b["angle"] += b["spin"] * h
                if k <= b["n_fly"]:
                    tr["xs"].append(b["x"])
                    tr["ys"].append(b["y"])
            flying = [j for j, b in enumerate(bodies) if k < b["n_fly"]]
            for j in flying:
                b = bodies[j]
                nx, ny = b["x"] + b["vx"] * h, b["y"] + b["vy"] * h
                if not area.left <= nx <= area.right:
                    b["vx"] = -b["vx"] * RESTITUTION
                    b["spin"] = -b["spin"] * 0.8 + rng.uniform(-200, 200)
                    nx = min(max(nx, area.left), area.right)
                if not area.top <= ny <= area.bottom:
                    b["vy"] = -b["vy"] * RESTITUTION
                    b["spin"] = -b["spin"] * 0.8 + rng.uniform(-200, 200)
                    ny = min(max(ny, area.top), area.bottom)
                b["rolled"] += math.hypot(nx - b["x"], ny - b["y"])
                if b["rolled"] >= FLIP_DISTANCE * size:
                    b["rolled"] -= FLIP_DISTANCE * size
                    flips[j].append(k + 1)
                b["x"], b["y"] = nx, ny
                b["vx"] *= decay
                b["vy"] *= decay
            self._collide([bodies[j] for j in flying], size * 0.98, rng)
            self._bump_resting([bodies[j] for j in flying], resting, size * 0.98)
        out = []
        for f, b, tr, fl in zip(flights, bodies, tracks, flips, strict=True):
            n, n_fly = int(b["n"]), int(b["n_fly"])
            xs, ys, angles = tr["xs"], tr["ys"], tr["angles"]
            tx, ty = f.die.rest
            # Ease from the free flight into the slot (cubic Hermite: keeps velocity, stops).
            p0 = (xs[-1], ys[-1])
            span = (n - 1 - n_fly) * h
            m0 = (b["vx"] * span, b["vy"] * span)
            settle = n - 1 - n_fly
            for s in range(1, settle + 1):
                u = s / settle
                h00 = 2 * u**3 - 3 * u**2 + 1
                h10 = u**3 - 2 * u**2 + u
                h01 = -2 * u**3 + 3 * u**2
                xs.append(h00 * p0[0] + h10 * m0[0] + h01 * tx)
                ys.append(h00 * p0[1] + h10 * m0[1] + h01 * ty)
            xs[-1], ys[-1] = tx, ty
            # Bend the spin so the die comes to rest square (a multiple of 90°).
            target = round(angles[-1] / 90) * 90
            delta = target - angles[-1]
            for s in range(n_fly, n):
                u = (s - n_fly) / max(1, n - 1 - n_fly)
                angles[s] += delta * (u * u * (3 - 2 * u))
            angles[-1] = float(target)
            # A throw that hops a few times, flat for the settling part.
            heights = [
                math.exp(-2.2 * s / n_fly) * abs(math.cos(math.pi * 2.5 * s / n_fly))
                if s < n_fly
                else 0.0
                for s in range(n)
            ]
            # A new neighbouring face each time the die rolls over an edge; the last is final.
            marks = fl or [n_fly // 2]
            flip_set = set(marks[:-1])
            faces = []
            current = f.die.face
            for s in range(n):
                if s in flip_set:
                    current = rng.choice(_NEIGHBOURS[current])
                if s >= marks[-1]:
                    current = f.final
                faces.append(current)
            out.append(_Tumble(xs, ys, angles, heights, faces, f.total))
        return out

    @staticmethod
    def _bump_resting(bodies: list[dict[str, float]], resting: list[Point], reach: float) -> None:
        """Flying dice bounce off the dice lying still (held or not rolled); those never move."""
        for b in bodies:
            for rx, ry in resting:
                dx, dy = b["x"] - rx, b["y"] - ry
                d = math.hypot(dx, dy)
                if d >= reach:
                    continue
                if d < 1e-6:
                    dx, dy, d = 0.0, -1.0, 1.0
                nx, ny = dx / d, dy / d
                b["x"] = rx + nx * reach
                b["y"] = ry + ny * reach
                closing = b["vx"] * nx + b["vy"] * ny
                if closing < 0:
                    b["vx"] -= (1 + RESTITUTION) * closing * nx
                    b["vy"] -= (1 + RESTITUTION) * closing * ny
                    b["spin"] = -b["spin"] * 0.8

    @staticmethod
    def _collide(bodies: list[dict[str, float]], reach: float, rng: random.Random) -> None:
        """Push overlapping flying dice apart and swap their speeds along the contact line."""
        for a_i in range(len(bodies)):
            for b_i in range(a_i + 1, len(bodies)):
                a, b = bodies[a_i], bodies[b_i]
                dx, dy = b["x"] - a["x"], b["y"] - a["y"]
                d = math.hypot(dx, dy)
                if d >= reach:
                    continue
                if d < 1e-6:
                    dx, dy, d = 1.0, 0.0, 1.0
                nx, ny = dx / d, dy / d
                push = (reach - d) / 2
                a["x"] -= nx * push
                a["y"] -= ny * push
                b["x"] += nx * push
                b["y"] += ny * push
                closing = (a["vx"] - b["vx"]) * nx + (a["vy"] - b["vy"]) * ny
                if closing > 0:
                    j = closing * (1 + RESTITUTION) / 2
                    a["vx"] -= j * nx
                    a["vy"] -= j * ny
                    b["vx"] += j * nx
                    b["vy"] += j * ny
                    a["spin"] += rng.uniform(-250, 250)
                    b["spin"] += rng.uniform(-250, 250)


def _check_face(face: int) -> None:
    if not isinstance(face, int) or not 1 <= face <= 6:
        raise ValueError(f"a die face is 1..6, not {face!r}")


__all__ = ["DiceTray", "Look", "FaceCache", "ROLL_DURATION", "canvas_side"]
