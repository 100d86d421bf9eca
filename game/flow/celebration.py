"""The clock of a short celebration (issue 11 §3), without its drawing: pure Python, so the
tables' flows run it (the pictures are :mod:`game.widgets.celebration`'s)."""

from __future__ import annotations

from collections.abc import Sequence


class Celebration:
    """One short celebration of some players' cells, driven by the scene's clock."""

    def __init__(self) -> None:
        """Nothing asked for yet."""
        self.targets: tuple[int, ...] = ()
        """The players celebrated (the table maps them to rects)."""
        self.duration = 0.0
        self.age = 0.0
        self.waiting = False
        """Asked for, waiting for the dice to be seen."""
        self.started = False
        """True once it has begun to show (it stays True after it ended)."""

    def request(self, targets: Sequence[int], duration: float) -> None:
        """Celebrate ``targets`` for ``duration`` seconds, from the moment the dice are seen."""
        self.targets = tuple(targets)
        self.duration = max(0.05, duration)
        self.age = 0.0
        self.waiting = bool(self.targets)
        self.started = False

    def cancel(self) -> None:
        """Stop at once (an undo took the moment back)."""
        self.targets = ()
        self.waiting = False
        self.started = False
        self.age = 0.0

    @property
    def active(self) -> bool:
        """True while it shows."""
        return self.started and bool(self.targets) and self.age < self.duration

    @property
    def busy(self) -> bool:
        """True while it waits to start or shows (the scene keeps animating)."""
        return self.waiting or self.active

    @property
    def progress(self) -> float:
        """0 when it starts, 1 when it ends."""
        return min(1.0, self.age / self.duration) if self.duration else 1.0

    def update(self, dt: float, outcome_visible: bool) -> None:
        """Age by ``dt`` seconds; a waiting celebration starts once ``outcome_visible``."""
        if self.waiting:
            if not outcome_visible:
                return
            self.waiting = False
            self.started = True
            return
        if self.active:
            self.age += dt


SOLO_MOMENT = 2.6
"""Seconds a game played alone's end has its moment on the results (rays behind the score,
confetti): brief, skippable by a key or a click."""

SOLO_REST_LIGHT = 0.4
"""How strong a solo end's rays stay behind its score once its moment is over or skipped:
a soft standing light, weaker than the moment's (critic round 30: the solo card keeps its
rays in both games)."""

MOMENT_RISE = 0.3
"""Seconds the moment's light takes to rise."""

MOMENT_FADE = 0.8
"""Seconds the moment's light takes to fade at its end."""


def moment_light(age: float, duration: float = SOLO_MOMENT) -> float:
    """How strong a solo end's light is ``age`` seconds into its moment (0..1): rising over
    :data:`MOMENT_RISE`, held, fading over the last :data:`MOMENT_FADE`, none after."""
    if age <= 0 or age >= duration:
        return 0.0
    rise = min(1.0, age / MOMENT_RISE)
    fade = min(1.0, (duration - age) / MOMENT_FADE)
    return max(0.0, min(rise, fade))
