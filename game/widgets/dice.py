"""Animated dice shared by both table scenes: `DiceTray` shows what it is told, nothing more.

The widget never decides a value: `roll` receives the final faces from the engine and an
injected `random.Random` that only shapes the throw. The throw is simulated ahead of time
(`game.widgets.dice_physics`: rim bounces, die-die collisions, hops, a 3D tumble onto a side),
then each die's sides are relabelled so the engine's face is the one that lands on top, and
the same throw plays on screen; tumbling dice are drawn as cubes (`dice_cube.draw_cube`),
resting dice and those lying flat (`dice_lying`) from the cached pictures. A scene uses it::

    tray = DiceTray(5, on_settled=lambda: audio.play("rattle"))
    tray.layout(felt_rect, slot_centres, die_size)          # in Scene.layout
    tray.roll(indices, engine_faces, app.rng, speed=2.0)    # after the engine rolled
    tray.skip()                                             # a click while tray.is_animating
                                                            # (lands at once, same faces)
    tray.set_faces(saved_faces)                             # show faces at once, no throw
    tray.still_for >= 0.18                                  # dice seen: the outcome may show
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

from game.widgets import dice_launch
from game.widgets import dice_physics as physics
from game.widgets.dice_apart import keep_apart
from game.widgets.dice_launch import FIRST_LANDING as FIRST_LANDING
from game.widgets.dice_lying import draw_tumbling
from game.widgets.dice_render import SHADOW_STEP, FaceCache, Look, canvas_side
from game.widgets.dice_tumble import Tumble, turned_faces

ROLL_DURATION = 1.05  # seconds from the throw until the last die rests (speed 1)
PART_BLEND = 0.06  # seconds: dice drawn apart (keep_apart) ease in once the handful parts
GLIDE_DURATION = 0.22  # seconds for a held die to glide to its new place
SHAKE_DURATION = 0.3  # refusal shake
SHAKE_CYCLES = 3.5  # back-and-forth swings during a shake
SHAKE_AMPLITUDE = 0.11  # × die size
HOVER_LIFT = 0.04  # × die size: a hovered die rises towards the viewer
AIR_SCALE = 0.12  # a die one side above the felt is drawn this much larger

Point = tuple[float, float]


@dataclass
class _Die:
    """One die's display state (no game meaning)."""

    face: int
    rest: Point
    angle: float = 0.0  # resting angle, always a multiple of 90°
    hovered: bool = False
    held: bool = False
    dimmed: bool = False
    tumble: Tumble | None = None
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
        self._impacts: list[physics.Impact] = []
        self._parted = 0.0  # seconds into the throw when its handful has parted
        self.throw_origin: Point = (0.0, 0.0)
        """Where the last throw left from (the cup's mouth, or the hand at the tray's side)."""
        self.throws = 0
        """How many throws this tray has made (a new throw changes what is drawn)."""
        self.on_settled = on_settled
        self.on_impact: Callable[[float], None] | None = None
        """Called in `update` with a strength 0..1 for each die that hits the rim or a die."""
        self.floor: int | None = None
        """A line (window y) tumbling dice stay above, their shadows too, so nothing of a
        throw falls on what lies below it (None: no line)."""
        self.ceiling: int | None = None
        """A line (window y) tumbling dice stay below (the kept dice's row above a throw; None:
        no line); a die too tall between it and the floor is drawn a little smaller."""
        self.air_cap: float | None = None
        """The most a tumbling die's picture may span, in resting die sides (None: no cap):
        a die in the air looks at most this much larger than at rest, whatever its turn."""
        self.keep_apart = False
        """True: tumbling dice are drawn nudged apart, never two pictures overlapping."""

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
    def roll_elapsed(self) -> float:
        """Seconds into the throw now in the air (0 when none is)."""
        return self._elapsed if self._rolling else 0.0

    @property
    def is_leaving(self) -> bool:
        """True while a throw's dice still leave together, a handful that may overlap (until
        they have parted, and :data:`PART_BLEND` after, as the pictures ease apart)."""
        return self._rolling and self._elapsed < self._parted + PART_BLEND

    @property
    def is_gliding(self) -> bool:
        """True while a die glides to a new place (set aside onto the mat, put back)."""
        return any(d.glide_from is not None for d in self._dice)

    def glides(self) -> dict[int, Point]:
        """The dice gliding to a new place now, each with where its glide began."""
        return {i: d.glide_from for i, d in enumerate(self._dice) if d.glide_from is not None}

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
        origin: Point | None = None,
    ) -> None:
        """Throw the dice `indices` so that they land showing `final_faces` (same order);
        from `origin` (a cup's mouth) when given, else from a hand along one side.

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
        area = self._play_area()
        side = rng.choice(("left", "right"))
        # All leave together from one place (the cup's mouth, or the hand at one side).
        self.throw_origin = dice_launch.throw_origin(area, self._size, origin, side)
        launches = dice_launch.launches([self._dice[i].rest for i in idx], self.throw_origin,
                                        self._size, total, rng, origin is not None)
        thrown = {idx[k] for k in range(len(idx))}
        still = [d.rest for i, d in enumerate(self._dice) if i not in thrown]
        throw = physics.simulate_throw(
            launches, physics.Area(area.left, area.top, area.right, area.bottom), still,
            self._size, rng)
        for k, path in enumerate(throw.paths):
            die = self._dice[idx[k]]
            die.tumble = Tumble(path, physics.relabel(path.rest_turn, finals[k], rng))
            die.face = finals[k]
            die.glide_from = None
            die.shake_time = None
        self._impacts = list(throw.impacts)
        self._parted = throw.parted
        self.throws += 1
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

    def shake(self, index: int, duration: float = SHAKE_DURATION, refused: bool = True) -> None:
        """Shake die `index` sideways (a refused selection, drawn refused; or, with
        ``refused=False``, for joy in its own look); it ends back at rest."""
        die = self._dice[index]
        if die.tumble is None:
            die.shake_time = 0.0
            die.extra["shake_duration"] = duration
            die.extra["shake_refused"] = refused

    def update(self, dt: float) -> None:
        """Advance all animations by `dt` seconds."""
        self._just_settled = self._settle_pending
        self._settle_pending = False
        if not self._rolling and not self._just_settled:
            self._still_for += dt
        if self._rolling:
            self._elapsed += dt
            while self._impacts and self._impacts[0].time <= self._elapsed:
                impact = self._impacts.pop(0)
                if self.on_impact is not None:
                    self.on_impact(impact.strength)
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

    def draw(self, surface: pygame.Surface, *, tumbling: bool | None = None,
             only: int | None = None) -> None:
        """Draw shadows, then dice (resting first, tumbling ones on top). Only reads state.
        ``only``: die ``only`` alone, its shadow and itself (a die cut out to be drawn apart).

        `tumbling=False` draws only the dice lying still, `True` only those in the air (a
        table caches a picture with the still ones and adds the tumbling ones each frame).
        """
        order = self._draw_order() if only is None else [only]
        if tumbling is not None:
            order = [i for i in order if self._in_air(self._dice[i]) == tumbling]
        poses = self._drawn_poses(order)
        size = self._size
        clip = surface.get_clip()
        for i in order:
            x, y, angle, height, _ = poses[i]
            die = self._dice[i]
            lift = height + (HOVER_LIFT * 3 if die.hovered and not die.dimmed else 0.0)
            ox = size * (0.05 + 0.25 * lift)
            oy = size * (0.09 + 0.35 * lift)
            shadow = self._cache.faded_shadow(size, angle, max(0.35, 1 - 0.55 * lift))
            if self.floor is not None and self._in_air(die):
                surface.set_clip(clip.clip(pygame.Rect(clip.x, clip.y, clip.w,
                                                       self.floor - clip.y)))
            surface.blit(shadow, shadow.get_rect(center=(round(x + ox), round(y + oy))))
            surface.set_clip(clip)
        for i in order:
            x, y, angle, height, face = poses[i]
            die = self._dice[i]
            if self._in_air(die):
                assert die.tumble is not None
                draw_tumbling(surface, self._cache, die.tumble.look(self._elapsed), (x, y), size,
                              size * (1 + AIR_SCALE * height) * self._air_fit(die), die.dimmed)
                continue
            look = self._look(die)
            img = self._cache.face(face, size, look, round(angle / 90))
            if die.hovered and not die.dimmed:
                y -= HOVER_LIFT * size
            surface.blit(img, img.get_rect(center=(round(x), round(y))))

    def _drawn_poses(self, order: Sequence[int]) -> dict[int, tuple[float, float, float,
                                                                     float, int]]:
        """Each die's pose as drawn (:meth:`_pose`), tumbling ones nudged apart when
        :attr:`keep_apart` (all dice count, so a nudge never lands on a die drawn apart)."""
        poses = {i: self._pose(self._dice[i]) for i in range(len(self._dice))}
        if self.keep_apart and self._rolling and self._elapsed >= self._parted:
            every = range(len(self._dice))
            moving = [self._in_air(self._dice[i]) for i in every]
            halves = [self.drawn_half(i) for i in every]
            centres = keep_apart([poses[i][:2] for i in every], halves, moving,
                                 weight=min(1.0, (self._elapsed - self._parted) / PART_BLEND))
            poses = {i: (centres[i][0], centres[i][1], *poses[i][2:]) for i in every}
        return {i: poses[i] for i in order}

    def drawn_half(self, index: int) -> float:
        """Half the side (pixels) of the square die ``index``'s picture takes as drawn now."""
        die = self._dice[index]
        if not self._in_air(die):
            return self._size / 2
        assert die.tumble is not None
        look = die.tumble.look(self._elapsed)
        half = max(physics.extents(die.tumble.turn(self._elapsed)[3], look.lift))
        return half * self._size * self._air_fit(die)

    def drawn_rects(self) -> list[pygame.Rect]:
        """Each die's picture as drawn now (its square; tumbling ones as turned)."""
        poses = self._drawn_poses(range(len(self._dice)))
        rects = []
        for i in range(len(self._dice)):
            half = self.drawn_half(i)
            rect = pygame.Rect(0, 0, round(2 * half), round(2 * half))
            rect.center = (round(poses[i][0]), round(poses[i][1]))
            rects.append(rect)
        return rects

    def warm_up(self) -> None:
        """Render every face in every look at the current size now, so no frame stalls later."""
        for f in range(1, 7):
            for look in Look:
                self._cache.face(f, self._size, look)
        for step in range(0, 90, SHADOW_STEP):
            self._cache.turned_shadow(self._size, step)

    # ----------------------------------------------------------------- internals

    def _look(self, die: _Die) -> Look:
        if die.shake_time is not None and die.extra.get("shake_refused", True):
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
            if self._in_air(d):
                return (2, self._pose(d)[3])
            return (1 if d.glide_from is not None or d.hovered else 0, 0.0)

        return sorted(range(len(self._dice)), key=key)

    def _drawn_centre(self, die: _Die) -> Point:
        x, y, *_ = self._pose(die)
        return (x, y)

    def _air_reach(self, die: _Die) -> float:
        """Half the height (pixels) of tumbling ``die``'s picture as turned now, rim too."""
        assert die.tumble is not None
        look = die.tumble.look(self._elapsed)
        _, reach = physics.extents(die.tumble.turn(self._elapsed)[3], look.lift)
        return (reach + 0.03) * self._size

    def _air_fit(self, die: _Die) -> float:
        """The shrink (1: none) of tumbling ``die``'s picture to fit between ceiling and floor."""
        if self.floor is None or self.ceiling is None:
            return self._air_cap_fit(die)
        need = 2 * self._air_reach(die)
        return min(self._air_cap_fit(die), max(0.5, (self.floor - self.ceiling) / need))

    def _air_cap_fit(self, die: _Die) -> float:
        """The shrink (1: none) that keeps tumbling ``die``'s picture within :attr:`air_cap`."""
        if self.air_cap is None or die.tumble is None:
            return 1.0
        look = die.tumble.look(self._elapsed)
        span = 2 * max(physics.extents(die.tumble.turn(self._elapsed)[3], look.lift))
        return min(1.0, self.air_cap / max(span, 1e-6))

    def _pose(self, die: _Die) -> tuple[float, float, float, float, int]:
        """(x, y, angle, height, face) as drawn now (angle: the turn of the top side's edges
        in the picture, degrees counter-clockwise; face: the side most turned to the viewer)."""
        if self._in_air(die):
            assert die.tumble is not None
            look = die.tumble.look(self._elapsed)
            y = look.y
            if self.floor is not None or self.ceiling is not None:  # kept between the lines
                margin = self._air_reach(die) * self._air_fit(die)
                y = y if self.ceiling is None else max(y, self.ceiling + margin)
                y = y if self.floor is None else min(y, self.floor - margin)
            return (look.x, y, look.angle, look.lift, look.top)
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
                die.angle = die.tumble.rest_angle()
                landed = (die.tumble.path.xs[-1], die.tumble.path.ys[-1])
                die.tumble = None
                glide = die.extra.pop("glide_after_roll", 0.0)
                if glide > 0 and landed != die.rest:
                    die.glide_from = landed
                    die.glide_time = 0.0
                    die.glide_duration = glide
        self._rolling = False
        self._impacts = []
        self._elapsed = 0.0
        self._settle_pending = True
        self._still_for = 0.0

    def _play_area(self) -> pygame.Rect:
        """The felt thrown dice stay inside: the bounds (or, without room, the slots' box)."""
        b = pygame.Rect(self._bounds)
        if b.width <= self._size * 2 or b.height <= self._size:
            xs = [d.rest[0] for d in self._dice]
            ys = [d.rest[1] for d in self._dice]
            b = pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
            b.inflate_ip(self._size * 3, self._size * 3)
        return b

    def _in_air(self, die: _Die) -> bool:
        return die.tumble is not None and self._rolling


def _check_face(face: int) -> None:
    if not isinstance(face, int) or not 1 <= face <= 6:
        raise ValueError(f"a die face is 1..6, not {face!r}")


_turned_faces = turned_faces  # the older private name, still read by tests

__all__ = ["DiceTray", "Look", "FaceCache", "ROLL_DURATION", "canvas_side"]
