"""Coach marks for a first game (issue 22 §4): which short tip is due, when, and once only.

Pure Python, no pygame. A table describes its moment as a :class:`YamsMoment` or a
:class:`FarkleMoment` each frame; :func:`due_yams` / :func:`due_farkle` say which unseen mark
it calls for; a :class:`CoachClock` shows one mark at a time and remembers what was seen (the
``coach_seen`` setting, so the first game teaches and the next ones do not).

The marks, in the order a first game meets them:

- Yams: ``yams.hold`` (after the turn's first throw: a click keeps a die), ``yams.box``
  (after the second throw: pick a box, then "Validează tura"), ``yams.countdown`` (Y10's
  countdown after the third throw: the marked box fills itself at zero; the countdown waits
  while the mark shows).
- 10 000: ``farkle.set_aside`` (a throw with points: set a scoring die aside),
  ``farkle.refused`` (the first die refused: only 1, 5 and three of a kind score),
  ``farkle.risk`` (a valid selection: throwing again risks the turn), ``farkle.bank`` (after
  the risk: "Încasează" banks), ``farkle.hot`` (the first "Zaruri fierbinți!", as soon as its
  staged moment is over).

Decisions (where the issue is silent):

- Only a person's turn shows marks, never the computer's. The marks are the install's (the
  settings'), not a player's: in pass-and-play the first person's first game teaches, the
  others watch it.
- Never while dice fly, a staged moment or celebration plays, or the turn banner shows; the
  card's place avoids the dice, the voice's places, the buttons and the row it speaks of
  (:mod:`game.views.coach`), and when no such place is free the mark waits.
- One at a time, with :data:`GAP_SECONDS` of rest between two, so two tips never read as one
  text.
- A tip whose action the person has already done (a die kept or set aside, a box picked)
  is seen without showing (:func:`done_yams`, :func:`done_farkle`): a quick player is never
  told after the fact.
- Any click or key dismisses the mark shown (it counts as seen). A click on the card itself
  only dismisses it (on its "Nu mai arăta" it turns the tips off); every key and any other
  click also acts on the table as usual (Enter after hot dice banks), so a player who simply
  does what the tip says is never made to close it first, and no key of the game is
  swallowed (only →, while a card shows, steps to the next tip instead of moving the
  buttons' focus: :mod:`game.views.coach_steps`).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from game.coach_marks import COACH_MARKS

GAP_SECONDS = 1.2
"""Rest between one mark's end and the next mark (two tips never follow at once)."""

FADE_SECONDS = 0.25
"""A mark fades in over this long."""

ENTRANCE_SECONDS = 0.22
"""A card rises into its place over this long as it fades in (round 72, critics D71, E71,
G71: "plain cream bars with no entrance worth noticing"): quick, then settling."""


@dataclass(frozen=True)
class YamsMoment:
    """What a Yams table shows now, as far as the coach cares."""

    person: bool
    """A person's turn (not the computer's) and the game not over."""
    quiet: bool
    """No die in the air, no moment, celebration or turn banner playing."""
    rolled: bool
    """The turn has a roll (its dice seen)."""
    rolls_left: int
    any_held: bool
    picked: bool
    """A box is picked (not yet validated)."""
    countdown: bool
    """Y10's countdown runs."""


@dataclass(frozen=True)
class FarkleMoment:
    """What a 10 000 table shows now, as far as the coach cares."""

    person: bool
    """A person's turn (not the computer's) and the game not over."""
    quiet: bool
    """No die in the air, no bust pause, no staged moment, no turn banner."""
    live: bool
    """The dice on the felt are the current roll, played now."""
    scoring_die: bool
    """The roll holds a die that may be set aside."""
    selected: bool
    """Dice of this roll are set aside (a valid selection)."""
    can_bank: bool
    hot: bool
    """All six dice scored and wait to be thrown again (F8)."""
    refused: bool
    """A die was just refused (the refusal is said now)."""
    set_aside: bool = False
    """The person has set a die of this roll aside (valid selection or not yet)."""


def due_yams(m: YamsMoment, seen: Iterable[str]) -> str | None:
    """The unseen Yams mark this moment calls for, or None."""
    done = set(seen)
    if not (m.person and m.quiet and m.rolled):
        return None
    if m.countdown:
        return "yams.countdown" if "yams.countdown" not in done else None
    if m.picked:
        return None
    if m.rolls_left == 2 and not m.any_held and "yams.hold" not in done:
        return "yams.hold"
    if m.rolls_left == 1 and "yams.box" not in done:
        return "yams.box"
    return None


def due_farkle(m: FarkleMoment, seen: Iterable[str], shown: str | None = None) -> str | None:
    """The unseen 10 000 mark this moment calls for, or None. ``shown``: the mark on screen;
    the refusal's card stays while its roll is played (the refusal's words fade sooner)."""
    done = set(seen)
    if not (m.person and m.quiet and m.live):
        return None
    if shown == "farkle.refused" and shown not in done:
        return shown
    order: list[tuple[str, bool]] = [
        ("farkle.refused", m.refused),
        ("farkle.hot", m.hot),
        ("farkle.set_aside", m.scoring_die and not m.selected and not m.hot),
        ("farkle.risk", m.selected and not m.hot),
        ("farkle.bank", m.selected and m.can_bank and not m.hot and "farkle.risk" in done),
    ]
    return next((mark for mark, wanted in order if wanted and mark not in done), None)


def farkle_primary(bank_is_next: bool) -> str:
    """The 10 000 table's one primary action, "bank" or "roll", decided by play alone: "bank"
    when banking now reaches the goal (``bank_is_next``), else "roll". A coach card never
    moves it (ruling S11, amended round 80, hF102: critic cB79 saw the bank card turn
    "Încasează" red where play makes "Aruncă" red)."""
    return "bank" if bank_is_next else "roll"


def brought_forward_now(mark: str, m: FarkleMoment | None) -> bool:
    """True when ``mark``, brought forward by "Înainte" out of its moment, may show at the
    10 000 moment ``m`` (None: a Yams table, whose steps speak of what is there all turn):
    the risk and bank steps speak of the dice set aside, so they wait for a valid selection
    (round 73, critic K72: the risk card came before any die was set aside, "Aruncă"
    greyed); the bank's for a turn that may bank too."""
    if m is None or mark not in ("farkle.risk", "farkle.bank"):
        return True
    return m.selected and not m.hot and (mark != "farkle.bank" or m.can_bank)


def done_yams(m: YamsMoment) -> tuple[str, ...]:
    """The Yams marks whose action the person has already done (a die kept, a box picked):
    seen without showing (a tip never explains what the player just did)."""
    if not (m.person and m.rolled):
        return ()
    return tuple(mark for mark, did in (("yams.hold", m.any_held), ("yams.box", m.picked))
                 if did)


def done_farkle(m: FarkleMoment) -> tuple[str, ...]:
    """The 10 000 marks whose action the person has already done (a die set aside): seen
    without showing."""
    return ("farkle.set_aside",) if m.person and m.set_aside else ()


class CoachClock:
    """The one mark shown now: which, since when; what has been seen; the rest between two."""

    def __init__(self, seen: Iterable[str] = (), enabled: bool = True) -> None:
        """``seen``: the marks already shown (the setting); ``enabled``: "Sfaturi" is on."""
        self.seen: tuple[str, ...] = tuple(m for m in seen if m in COACH_MARKS)
        self.enabled = enabled
        self.shown: str | None = None
        """The mark on screen (None: none)."""
        self.age = 0.0
        """Seconds the mark has been on screen."""
        self.rest = 0.0
        """Seconds before another mark may come."""
        self.skipped: tuple[str, ...] = ()
        """The marks seen without showing here (their action done before their card came):
        no step of this player's count (round 72)."""

    @property
    def fade(self) -> float:
        """0..1: how far the shown mark has faded in."""
        return min(1.0, self.age / FADE_SECONDS) if self.shown is not None else 0.0

    @property
    def entrance(self) -> float:
        """1..0: how much of its rise the shown card has still to make (an ease-out: most
        of it at once, the rest settling); 0 once it stands in its place, or none shows."""
        if self.shown is None:
            return 0.0
        return (1.0 - min(1.0, self.age / ENTRANCE_SECONDS)) ** 3

    def update(self, dt: float, due: str | None, placed: bool = True) -> None:
        """Age by ``dt``. ``due``: the mark the moment calls for (None: none); ``placed``:
        the card has a free place now. A shown mark whose moment passed, or that lost its
        place, goes unseen (it comes back at its next moment)."""
        self.rest = max(0.0, self.rest - dt)
        if not self.enabled:
            self.shown = None
            return
        if self.shown is not None:
            if due != self.shown or not placed:
                self.shown = None
                self.rest = GAP_SECONDS
            else:
                self.age += dt
            return
        if due is not None and due not in self.seen and placed and self.rest <= 0:
            self.shown, self.age = due, 0.0

    def done(self, marks: Iterable[str]) -> bool:
        """The person did what ``marks`` explain: they are seen without showing (the one
        shown, if it is among them, closes: its action is done). True when any became
        seen."""
        fresh = [m for m in marks if m not in self.seen]
        self.skipped = (*self.skipped, *(m for m in fresh if m != self.shown))
        if self.shown in fresh:
            self.shown, self.rest = None, GAP_SECONDS
        self.seen = (*self.seen, *fresh)
        return bool(fresh)

    def dismiss(self) -> str | None:
        """The person closed the mark (a click or a key): it is seen. Returns which mark, or
        None when none was shown."""
        mark = self.shown
        if mark is None:
            return None
        self.shown = None
        self.rest = GAP_SECONDS
        if mark not in self.seen:
            self.seen = (*self.seen, mark)
        return mark
