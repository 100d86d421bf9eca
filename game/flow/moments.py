"""The tables' staged moments (issue 22 §1), without their drawing: pure Python.

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

The rarest moments (:data:`game.flow.stage.RARITY`) are played over the whole table by the
stage instead: the table hands the started moment to it, and :meth:`MomentClock.finish`
ends it here once the stage has played it.
"""

from __future__ import annotations

from typing import Any

from game import theme, theme_stage

DURATIONS: dict[str, float] = {
    "bust": 1.0,
    "hot_dice": 1.2,
    "bank_big": 1.1,
    "bank_banner": 1.0,
    "rare_throw": 1.4,
    "rarest_throw": 1.5,
    "pairs_throw": 1.2,
    "goal": 1.2,
    "win": 0.9,
    # The Yams table's (game.views.yams_moments draws them):
    "penta": 1.4,
    "joker_penta": 1.5,
    "penta_bonus": 1.0,
    "upper_bonus": 1.4,
    "card_total_row": 1.2,
}
"""Seconds each moment lasts at the normal animation speed."""

SOUNDS: dict[str, str | None] = {
    "bust": "bust",
    "hot_dice": "hot_dice",
    "bank_big": "bank_big",
    "bank_banner": "bank_big",
    "rare_throw": "penta",
    "rarest_throw": "penta",
    "pairs_throw": "hot_dice",
    "goal": "bank_big",
    "win": "game_end",
    "penta": "penta",
    "joker_penta": "joker_penta",
    "penta_bonus": "penta_bonus",
    "upper_bonus": "upper_bonus",
    "card_total_row": "card_total",
}
"""The sound (``game.audio.SOUND_NAMES``) each moment plays as it starts."""

TOTALS = ("card_total_row",)
"""A full card's TOTAL's moments: "card_total_row" (:func:`total_kind`), counted in its row
of the table (ruling S8, round 73: its stages, "card_total" and "card_total_rare", retired
in round 74)."""


def total_kind(card: Any, ending: bool = False) -> str:
    """The moment of ``card``'s TOTAL once it is full: "card_total_row" always, the game's
    last one (``ending``) or one in the game, with or without the upper bonus: counted in
    its own TOTAL cell with the standings' row, a flourish on both, no veil over the table
    and no full-screen stamp (ruling S8, round 73, critic H72 #6: every player fills a card
    every game, a routine event, not a stage's)."""
    del card, ending  # every full card is said the same way, in the table
    return "card_total_row"


THROWS: dict[str, str] = {"six": "rarest_throw", "straight": "rare_throw",
                          "five": "rare_throw", "three_pairs": "pairs_throw"}
"""The moment each rare figure of a throw (``game.rules.farkle.RARE_KINDS``) stages: size
follows rarity, strictly (round 66, the lead engineer's ruling after critic B65: "Chintă,
Șase de 1 and Trei perechi get the same full-screen takeover"; B64 had asked the Chintă
up, hL65 made it a takeover). Six alike (1 in 7 776 throws of six) is the only takeover of
the throws; the Chintă (1 in 65) and five alike (1 in 259) a partial stage, the table
dimmed and seen (:func:`game.flow.stage.partial_stage`); three pairs (1 in 26) a banner
over the table, as hot dice."""

HEADLINE_THROWS = ("rare_throw", "rarest_throw", "pairs_throw")
"""The throws' moments that say their figure and its points on the stage, at their rung
(their turn's bank takes at most the banner: one moment per event)."""


THROW_LEAD = max(0.0, theme_stage.THROW_HOLD - theme.DICE_REVEAL_DELAY)
"""Seconds a rare throw's moment waits once its dice are seen (they are seen
:data:`game.theme.DICE_REVEAL_DELAY` after they land) before it starts: the landed dice lie
still on the table :data:`game.theme_stage.THROW_HOLD` seconds in all before the stage comes
(critic B65: "a hard cut after about 0.3 s of landed dice")."""


HELD_THROWS = (*HEADLINE_THROWS, "penta", "joker_penta")
"""The throws whose landed dice lie still, seen, :data:`THROW_LEAD` before their stage: the
10 000's rare throws and a Yams Penta, a Joker Penta (round 75, hS30: the Penta's stage cut
in ~0.18 s after its dice landed, before a player could see the five alike)."""


def lead_seconds(kind: str) -> float:
    """Seconds the moment ``kind`` waits after the dice are seen: a rare throw's or a
    Penta's :data:`THROW_LEAD` (:data:`HELD_THROWS`), any other none."""
    return THROW_LEAD if kind in HELD_THROWS else 0.0


def throw_moment(rare_kind: str | None) -> str | None:
    """The moment a throw showing the rare figure ``rare_kind`` stages (None: none)."""
    return THROWS.get(rare_kind) if rare_kind is not None else None


BANNER_BANK = 1000
"""A bank of at least this many points (and under :data:`BIG_BANK`) has a banner of its
own: a brief ribbon over the lightly dimmed table (the ladder's middle tier)."""

BIG_BANK = 2000
"""A bank of at least this many points is a headline (rare: the full stage); three 1s,
1 000, are a banner's, anything less an ordinary bank."""

BANKS = ("bank_banner", "bank_big", "goal")
"""The moments a bank may stage (:func:`bank_moment`): their number lands in the total."""

HEADLINE_BANKS = BANKS
"""The banks whose stage says their amount: the row says the new total from the stage's
first frame and after it (round 40: every staged bank; a banner's bank counted up in its
row after it until then, the banker's old total read under "+1 050")."""


def bank_moment(points: int, reaches_goal: bool) -> str | None:
    """The moment a bank of ``points`` stages on the 10 000 ladder: the bank that reaches
    the goal (once a game) "goal", a headline of its own; a rare one (:data:`BIG_BANK` or
    more) "bank_big", a headline; a big one (:data:`BANNER_BANK` or more) "bank_banner", a
    banner; any other None (routine: its flying "+N", no dim)."""
    if reaches_goal:
        return "goal"
    if points >= BIG_BANK:
        return "bank_big"
    return "bank_banner" if points >= BANNER_BANK else None


def bank_after_headline(kind: str | None, points: int, said: int, seen: bool) -> str | None:
    """The moment of a bank (``kind``: :func:`bank_moment`'s) of ``points`` in a turn whose
    rare throw's headline said ``said`` points (0: none), ``seen`` whole or cut short. One
    moment per event (critic B61: "a 2 000 bank of five 1s is staged twice"): a bank of just
    what a headline seen whole said is not staged again (its points fly into the total);
    a bank of more takes at most the banner; after a headline cut short the bank keeps its
    own moment (the big bank's plate names the throw). The goal's bank keeps its own."""
    if said <= 0 or kind not in ("bank_big", "bank_banner") or not seen:
        return kind
    return None if points == said else "bank_banner"


def staged_bank(points: int, reaches_goal: bool) -> bool:
    """True when a bank of ``points`` takes the stage, as a banner or a headline
    (:func:`bank_moment`); any other bank keeps its flying "+N", no dim."""
    return bank_moment(points, reaches_goal) is not None


class MomentClock:
    """The one staged moment of the table: which, how old, waiting for the dice or not."""

    def __init__(self) -> None:
        """No moment yet."""
        self.kind: str | None = None
        """"bust", "hot_dice", "bank_big", "goal" or "win" (None: nothing staged)."""
        self.duration = 0.0
        self.age = 0.0
        self.waiting = False
        """Asked for, waiting for the dice to be seen."""
        self.skipped = False
        """True when a click or the next action cut it short."""
        self.lead = 0.0
        """Seconds it waits once the dice are seen, before it starts (:func:`lead_seconds`)."""
        self.held = 0.0
        """Seconds the dice have been seen while it waited."""

    def request(self, kind: str, factor: float = 1.0) -> None:
        """Stage ``kind`` (a key of :data:`DURATIONS`); a newer moment replaces an older one.
        ``factor``: the animation speed (2 in the fast setting halves the moment; the dice'
        hold before a rare throw's stage stays whole: they are seen before it comes)."""
        self.kind = kind
        self.duration = max(0.05, DURATIONS[kind] / max(factor, 1e-6))
        self.age = 0.0
        self.waiting = True
        self.skipped = False
        self.lead, self.held = lead_seconds(kind), 0.0

    def skip(self) -> None:
        """End the moment now (a click or the next action): it shows its final picture. A
        moment still waiting for the dice is not skipped (it has not been seen yet)."""
        if self.active:
            self.waiting = False
            self.skipped = True
            self.age = self.duration

    def finish(self) -> None:
        """The moment was played elsewhere (on the stage): it is over as if it had played
        here, its final picture shows and whatever is queued after it may start."""
        if self.active:
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
    def holding(self) -> bool:
        """True while a rare throw's moment waits for its hold (:attr:`lead`) to pass."""
        return self.kind is not None and self.waiting and self.lead > 0 and not self.skipped

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
            if self.held < self.lead - 1e-9:  # the landed dice held, seen, on the table
                self.held += dt
                return None
            self.waiting = False
            return SOUNDS[self.kind]
        if self.age < self.duration:
            self.age += dt
        return None


class Counter:
    """What a Yams counting moment counts: ``player``'s sum cell ``row`` (a row of the sheet's
    sums: "penta_bonus", "upper_bonus", "total") rolling from ``start`` to ``end``."""

    def __init__(self, player: int, row: str, start: int, end: int) -> None:
        """Count ``player``'s ``row`` from ``start`` up to ``end``."""
        self.player, self.row, self.start, self.end = player, row, start, end

    def value(self, progress: float, step: int = 1) -> int:
        """The number shown at ``progress`` (0..1): it rolls fast, then settles on ``end``
        (in multiples of ``step`` on the way)."""
        if progress >= 1:
            return self.end
        u = 1 - (1 - max(0.0, progress / 0.8)) ** 3 if progress < 0.8 else 1.0
        shown = self.start + (self.end - self.start) * u
        return min(self.end, step * int(shown // step)) if step > 1 else min(self.end, int(shown))


class MomentQueue:
    """The Yams table's moments, staged one after the other: a scoring may earn the Penta
    bonus and the upper bonus and complete the card at once, each with its own counter and
    sound. The first plays (a :class:`MomentClock`, so it waits for the dice); the next starts
    when it ends. A skip ends the one playing and the rest with it (their cells simply show
    their final numbers); an undo cancels them all."""

    def __init__(self) -> None:
        """Nothing staged."""
        self.clock = MomentClock()
        self.counter: Counter | None = None
        """What the moment playing counts (None: not a counting moment)."""
        self.count = 0
        """The Joker Penta's place among the player's Pentas (2 for the second, …)."""
        self.factor = 1.0
        self.queued: list[tuple[str, Counter | None]] = []
        """The moments still to come, in order."""

    def request(self, kind: str, factor: float = 1.0, counter: Counter | None = None,
                count: int = 0) -> None:
        """Stage ``kind`` now (it waits for the dice), replacing whatever was staged."""
        self.queued = []
        self.factor = factor
        self._start(kind, counter, count)

    def then(self, kind: str, factor: float = 1.0, counter: Counter | None = None) -> None:
        """Stage ``kind`` after the moments already staged (at once when none is)."""
        if self.clock.busy:
            self.factor = factor
            self.queued.append((kind, counter))
        else:
            self.request(kind, factor, counter)

    def _start(self, kind: str, counter: Counter | None, count: int = 0) -> None:
        self.clock.request(kind, self.factor)
        self.counter, self.count = counter, count

    def skip(self) -> None:
        """End the moment playing and those queued after it (a click, the next action); one
        still waiting for the dice is not skipped. A game's win queued after its last TOTAL
        stays: skipping the count never skips who won (round 76)."""
        if self.clock.active:
            self.clock.skip()
            self.queued = [(kind, counter) for kind, counter in self.queued if kind == "win"]

    def finish(self) -> None:
        """The moment playing was played on the stage: it is over, the next one may start."""
        self.clock.finish()

    def cancel(self) -> None:
        """Forget every staged moment (an undo, a new throw took them back)."""
        self.clock.cancel()
        self.queued = []
        self.counter = None
        self.count = 0

    @property
    def kind(self) -> str | None:
        """The moment staged now (None: none)."""
        return self.clock.kind

    @property
    def active(self) -> bool:
        """True while a moment plays."""
        return self.clock.active

    @property
    def busy(self) -> bool:
        """True while a moment waits, plays or is queued (the scene keeps animating)."""
        return self.clock.busy or bool(self.queued)

    @property
    def progress(self) -> float:
        """The playing moment's progress, 0..1."""
        return self.clock.progress

    @property
    def age(self) -> float:
        """Seconds the playing moment has played."""
        return self.clock.age

    def playing(self, kind: str) -> bool:
        """True while the moment ``kind`` plays."""
        return self.clock.playing(kind)

    def pending(self, kind: str) -> bool:
        """True while the moment ``kind`` waits for the dice, plays or is queued: what it
        says is not said before it (round 75: the upper bonus's line came before its
        stage)."""
        return (self.clock.kind == kind and self.clock.busy) or any(
            queued == kind for queued, _ in self.queued)

    def update(self, dt: float, outcome_visible: bool) -> str | None:
        """Age the moment playing; the next starts when it is over. Return the sound to play
        this frame (the moment that started), else None."""
        sound = self.clock.update(dt, outcome_visible)
        if not self.clock.busy and self.queued:
            kind, counter = self.queued.pop(0)
            self._start(kind, counter)
            sound = self.clock.update(0.0, outcome_visible) or sound
        return sound


def total_flourish(moment: MomentQueue) -> tuple[int, float] | None:
    """(player, progress 0..1) of a full card's TOTAL counting in the table now: the TOTAL
    cell and that player's standings row carry its flourish (ruling S8, round 73); None
    when no TOTAL counts."""
    counter = moment.counter
    if not moment.active or moment.kind not in TOTALS or counter is None:
        return None
    if counter.row != "total":
        return None
    return counter.player, moment.progress
