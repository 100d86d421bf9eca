"""The 10 000 flow's port and the pictures of a turn it keeps: the dice it asks for
(:class:`DicePort`), banked points rising (:class:`Flight`), a turn as it looked before a roll
(:class:`TurnView`), and which announcements take the big banner."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from game import theme
from game.engine.farkle import SetAside

BIG_ANNOUNCEMENTS = ("farkle.bust", "farkle.hot_dice", "farkle.overtake")
"""Announcements drawn as the big banner over the mat (the others are one line under the
buttons)."""
COMPUTER_THROW_CAPTIONS = ("farkle.ai.rolls",)
"""The computer's caption while its dice fly (its later throws: the first is named by its
turn's entrance); it ends as the dice land."""


@dataclass(frozen=True)
class LastRoundStrip:
    """What the table's last-round band says once the goal's plate has gone: the seed's
    „Ultima tură!” (``title``), the seats still to play (``seats``, the one whose turn shows
    first, and their ``names``), the one playing now (``playing``), and the total to beat
    (``beat``, under ``beat_label`` "De depășit") with whose it is (``leaders``), and how far
    its entrance has gone (``came``)."""

    title: str
    seats: tuple[int, ...]
    names: tuple[str, ...]
    playing: int
    beat_label: str
    beat: str
    leaders: tuple[int, ...]
    came: float = 1.0
    """How far its entrance has gone (0..1 over :data:`BAND_IN`: lit, settling to its
    crimson)."""
    count: str = ""
    """Who still plays said as a count ("Încă 3 jucători mai au o tură", the goal plate's
    foot's words): the band's line beside their marks where their names do not fit whole
    (round 73, critic J72: never a cut name)."""


BAND_IN = 0.45
"""Seconds the last round's band takes to come in (a flash of light settling)."""


class DicePort(Protocol):
    """What the flow asks of the dice on the felt (the scene's tray; a fake in tests)."""

    @property
    def count(self) -> int:
        """How many dice are on the felt."""

    @property
    def animating(self) -> bool:
        """True while dice tumble or glide."""

    @property
    def gliding(self) -> bool:
        """True while a die glides to its new place (set aside onto the mat, put back)."""

    def visible(self) -> bool:
        """True once the last throw's dice rest and have been seen."""

    def landed(self) -> bool:
        """True once the last throw's dice lie still in view (their outcome shows a beat
        later, once :meth:`visible`)."""

    def throw(self, faces: tuple[int, ...]) -> None:
        """Throw ``len(faces)`` dice landing on ``faces``."""

    def idle(self) -> None:
        """Six dimmed dice wait for the next turn's first roll."""

    def show_roll(self, faces: tuple[int, ...]) -> None:
        """Show ``faces`` still, as the current roll (an undo)."""

    def place(self) -> None:
        """Move the dice where the selection puts them (the row or the mat)."""

    def looks(self) -> None:
        """Refresh the dice's looks (held, dimmed)."""

    def shake(self, index: int) -> None:
        """Shake die ``index`` (refused, or part of a bust)."""

    def skip(self) -> None:
        """Land the dice at once."""


CHIP_COUNT = 8
"""Chips a staged bank's points fly as (:mod:`game.views.farkle_bank_chips` draws them)."""

CHIP_LAG = 0.08
"""How much of the flight each chip leaves after the one before it."""


def chip_shares(flown: float) -> list[float]:
    """Each chip's share of its way (0..1) when the bank's chips have ``flown`` (0..1): one
    after the other, the last landing as ``flown`` reaches 1."""
    spread = 1 + (CHIP_COUNT - 1) * CHIP_LAG
    return [max(0.0, min(1.0, flown * spread - k * CHIP_LAG)) for k in range(CHIP_COUNT)]


@dataclass
class Flight:
    """Banked points rising into a player's total."""

    player: int
    points: int
    duration: float
    age: float = 0.0
    goal: bool = False
    """This bank reached the target (the last round starts): it says so, once."""
    staged: bool = False
    """This bank takes the stage (``game.flow.moments.staged_bank``): its stage passes the
    turn, not its landing."""
    headline: bool = False
    """This bank has a headline stage of its own (``game.flow.moments.HEADLINE_BANKS``): the
    stage is its count, its points land in the row whole (no count-up after it), unless it
    :attr:`counts_in`."""
    counts_in: bool = False
    """A big bank's (``"bank_big"``, hB60): the banker's row keeps its old total under the
    stage until the amount flown from its plate lands in it, then counts up (critic B51)."""
    counts_as_it_lands: bool = False
    """A banner's bank's (``"bank_banner"``): its plaque takes the stage alone (no chip flies,
    ruling S87, round 80, hF104), and the banker's row counts it in as the plaque lands
    (:data:`game.theme_stage.BANNER_BANK_COUNT`), whole by 40 % of its stage, so the plaque's
    "+1 050", "Scor" and the players list tell one story (ruling S96 2., round 81, hF107,
    critic cF80: they read 0 beside it; S87 1.'s "counts after the plaque" amended)."""
    named: str = ""
    """The rare throw whose points this big bank banks, its headline cut short ("Cinci de
    1"): said under the big bank's plate, the one moment of both (critic B61)."""
    chips: float = 0.0
    """0..1: how far this staged bank's chips have flown from the ledger to the banker's row
    under its stage (:data:`game.theme_stage.BANK_CHIPS`; critic B69: the middle bare)."""

    @property
    def travel(self) -> float:
        """0..1 of its way after it stood on the mat (``theme.FARKLE_FLY_HOLD`` of its
        time): it climbs beside the total until ``theme.FARKLE_FLY_MERGE``, then slides on."""
        u = min(1.0, self.age / self.duration) if self.duration > 0 else 1.0
        hold = theme.FARKLE_FLY_HOLD
        return max(0.0, (u - hold) / (1 - hold))


@dataclass(frozen=True)
class TurnView:
    """The turn as it looked before a roll: shown while its dice are in the air (nothing of
    the outcome shows before they land), and while the dice of a bust stay."""

    player: int
    groups: tuple[SetAside, ...]
    turn_points: int
    dice_to_roll: int = 0
    risk: float = 0.0
    threshold: int | None = None
    upcoming: int | None = None
    note: str = ""
    """A bank's: the Tura panel's note kind its turn had as it banked, kept until the turn
    passes (:func:`game.flow.farkle_note.turn_note`; round 76, hL76)."""


@dataclass(frozen=True)
class LastTurn:
    """How the last turn ended, as the empty ledger says it ("Tura trecută"): whose it was,
    its points (banked, or lost with ``lost``)."""

    player: int
    points: int
    lost: bool = False
