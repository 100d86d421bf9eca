"""The 10 000 table's staged moments (issue 22 §1), without their drawing: pure Python.

A moment is what makes a bust sting, hot dice thrill, a big bank, the last round and the
win feel like something happened: a short animation (:mod:`game.views.moments` draws it
inside the announcement's place, the rising number's or the winners' rows, never over the
dice) with its sound. This module is its clock:

* it is asked for (:meth:`MomentClock.request`) when the flow learns of the outcome, but it
  waits, without ageing, until the dice have been seen (``outcome_visible``);
* it then starts, and its sound is due that very frame (:meth:`MomentClock.update` returns it,
  the flow plays it), so a bust's sting plays as the dice land, never at a later click;
* it lasts its duration (about 0.6–1.5 s, :data:`DURATIONS`) or ends at once when skipped
  (a click, the next action): :meth:`MomentClock.skip`.
"""

from __future__ import annotations

DURATIONS: dict[str, float] = {
    "bust": 1.0,
    "hot_dice": 1.2,
    "bank_big": 1.1,
    "last_round": 1.3,
    "win": 0.9,
}
"""Seconds each moment lasts at the normal animation speed."""

SOUNDS: dict[str, str | None] = {
    "bust": "bust",
    "hot_dice": "hot_dice",
    "bank_big": "bank_big",
    "last_round": "last_round",
    "win": "game_end",
}
"""The sound (``game.audio.SOUND_NAMES``) each moment plays as it starts."""

BIG_BANK = 1000
"""A bank of at least this many points is a moment of its own."""


class MomentClock:
    """The one staged moment of the table: which, how old, waiting for the dice or not."""

    def __init__(self) -> None:
        """No moment yet."""
        self.kind: str | None = None
        """"bust", "hot_dice", "bank_big", "last_round" or "win" (None: nothing staged)."""
        self.duration = 0.0
        self.age = 0.0
        self.waiting = False
        """Asked for, waiting for the dice to be seen."""
        self.skipped = False
        """True when a click or the next action cut it short."""

    def request(self, kind: str, factor: float = 1.0) -> None:
        """Stage ``kind`` (a key of :data:`DURATIONS`); a newer moment replaces an older one.
        ``factor``: the animation speed (2 in the fast setting halves the moment)."""
        self.kind = kind
        self.duration = max(0.05, DURATIONS[kind] / max(factor, 1e-6))
        self.age = 0.0
        self.waiting = True
        self.skipped = False

    def skip(self) -> None:
        """End the moment now (a click or the next action): it shows its final picture. A
        moment still waiting for the dice is not skipped (it has not been seen yet)."""
        if self.active:
            self.waiting = False
            self.skipped = True
            self.age = self.duration

    def cancel(self) -> None:
        """Forget the moment (an undo took it back)."""
        self.kind = None
        self.waiting = False
        self.age = 0.0

    @property
    def active(self) -> bool:
        """True while the moment plays (started, not yet over, not skipped)."""
        return (self.kind is not None and not self.waiting and not self.skipped
                and self.age < self.duration)

    @property
    def busy(self) -> bool:
        """True while it waits for the dice or plays (the scene keeps animating)."""
        return self.kind is not None and not self.skipped and (self.waiting or self.active)

    @property
    def progress(self) -> float:
        """0 when it starts, 1 once it is over (or skipped)."""
        if self.kind is None or self.skipped:
            return 1.0
        if self.waiting:
            return 0.0
        return min(1.0, self.age / self.duration)

    def playing(self, kind: str) -> bool:
        """True while the moment ``kind`` plays."""
        return self.active and self.kind == kind

    def update(self, dt: float, outcome_visible: bool) -> str | None:
        """Age by ``dt``; a waiting moment starts once ``outcome_visible``. Return the sound
        to play when it starts this frame (else None)."""
        if self.kind is None or self.skipped:
            return None
        if self.waiting:
            if not outcome_visible:
                return None
            self.waiting = False
            return SOUNDS[self.kind]
        if self.age < self.duration:
            self.age += dt
        return None
