"""The table's voice: every message a table says has one channel, one place, one lifetime.

Channels (``docs/MESSAGES.md`` lists every message of both tables in this frame):

- :attr:`Channel.PROMPT`: what the person on turn can do now. Not stored here: each flow
  computes it from the game's state every frame (``prompt()``).
- :attr:`Channel.ANNOUNCEMENT`: what just happened that matters (a bust, hot dice, the last
  round, a Penta, the upper bonus, a bank, the computer's choice). One at a time: a newer one
  replaces the older.
- :attr:`Channel.REFUSAL`: the answer to an illegal click, drawn next to what was clicked
  (its ``anchor``); gone at the next action.
- :attr:`Channel.BANNER`: "La rând: …", shown once the turn has visibly passed.

App-wide notices (sound, a file set aside) are not a table's: they stay ``App.notify``.

Lifetimes (:class:`Ends`): an announcement ends when the next person acts
(:meth:`TableVoice.person_acts`), when the turn passes (:meth:`TableVoice.turn_passes`) or
after a number of seconds (:meth:`TableVoice.update`). The announcement of how a turn ended
outlives the turn's passing (until the next person acts); nothing else of a turn does.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, replace
from enum import StrEnum


class Channel(StrEnum):
    """Where a message is drawn: each channel has one place per table."""

    PROMPT = "prompt"
    ANNOUNCEMENT = "announcement"
    REFUSAL = "refusal"
    BANNER = "banner"


class Tone(StrEnum):
    """How a message feels; views map each tone to its colours (never colour alone)."""

    INFO = "info"
    GOOD = "good"
    BAD = "bad"
    WARN = "warn"
    CELEBRATE = "celebrate"


class Ends(StrEnum):
    """What ends a message."""

    NEXT_ACTION = "next_action"
    """Gone when the next person acts (a click or key that does something)."""

    TURN_PASSES = "turn_passes"
    """Gone when the turn passes, before the next player's first action."""

    TIMER = "timer"
    """Gone after ``Message.seconds``, or when the next person acts if that comes first."""


@dataclass(frozen=True)
class Message:
    """One thing a table says: its channel, what it is (``key``) and its final text."""

    channel: Channel
    key: str
    """What the message is ("farkle.bust", "yams.penta_bonus"): tests and views use it."""
    text: str
    """The translated text, placeholders filled."""
    tone: Tone = Tone.INFO
    ends: Ends = Ends.NEXT_ACTION
    seconds: float | None = None
    """For :attr:`Ends.TIMER`: how long it stays."""
    anchor: Hashable | None = None
    """For a refusal: what was clicked (``("die", 3)``, ``("box", "FULL_HOUSE")``, "roll")."""
    detail: tuple[str, ...] = ()
    """Further lines under the text (a reason, the points)."""
    age: float = 0.0
    """Seconds since it was said."""
    tag: str = ""
    """What kind of note it is, for a view to mark ("joker": the Joker's pick, its red tag);
    "" for none."""

    def lines(self) -> tuple[str, ...]:
        """The text and its detail lines, as drawn."""
        return (self.text, *self.detail) if self.text else self.detail


class TableVoice:
    """One voice per table: at most one announcement, one refusal and one banner at a time.

    The voice decides nothing about the game: the flow tells it what to say and when the
    next person acts or the turn passes; the views draw what :meth:`shown` holds.
    """

    def __init__(self) -> None:
        """A silent table."""
        self._announcement: Message | None = None
        self._refusal: Message | None = None
        self._banner: Message | None = None

    @property
    def announcement(self) -> Message | None:
        """The announcement on screen, if any."""
        return self._announcement

    @property
    def refusal(self) -> Message | None:
        """The refusal on screen, if any."""
        return self._refusal

    @property
    def banner(self) -> Message | None:
        """The turn banner on screen, if any."""
        return self._banner

    def announce(self, key: str, text: str, tone: Tone = Tone.INFO, *,
                 ends: Ends = Ends.NEXT_ACTION, seconds: float | None = None,
                 detail: tuple[str, ...] = ()) -> Message:
        """Say what just happened: replaces the older announcement and ends any refusal."""
        if ends is Ends.TIMER and (seconds is None or seconds <= 0):
            raise ValueError("a timed announcement needs a positive number of seconds")
        self._announcement = Message(Channel.ANNOUNCEMENT, key, text, tone, ends, seconds,
                                     detail=tuple(detail))
        self._refusal = None
        return self._announcement

    def refuse(self, key: str, text: str, *, anchor: Hashable | None = None,
               tone: Tone = Tone.BAD) -> Message:
        """Answer an illegal click next to ``anchor``: replaces the older refusal (``tone``:
        how it is drawn, a refusal's red unless the table says it gently)."""
        self._refusal = Message(Channel.REFUSAL, key, text, tone, Ends.NEXT_ACTION,
                                anchor=anchor)
        return self._refusal

    def show_banner(self, text: str) -> Message:
        """Show "La rând: …" (the flow calls it once the turn has visibly passed)."""
        self._banner = Message(Channel.BANNER, "table.turn_banner", text, Tone.INFO,
                               Ends.NEXT_ACTION)
        return self._banner

    def hide_banner(self) -> None:
        """Take the turn banner down."""
        self._banner = None

    def withdraw(self, key: str) -> None:
        """Take back the announcement or refusal whose key is ``key`` (an undo)."""
        if self._announcement is not None and self._announcement.key == key:
            self._announcement = None
        if self._refusal is not None and self._refusal.key == key:
            self._refusal = None

    def person_acts(self) -> None:
        """The next person did something: the refusal, the banner and the announcement go."""
        self._refusal = None
        self._banner = None
        self._announcement = None

    def turn_passes(self) -> None:
        """The turn passed: the refusal and what ends with the turn go; the announcement of
        how the turn ended stays until the next person acts."""
        self._refusal = None
        if self._announcement is not None and self._announcement.ends is Ends.TURN_PASSES:
            self._announcement = None

    def clear(self) -> None:
        """Silence: nothing said (a new game, a resumed one)."""
        self._announcement = None
        self._refusal = None
        self._banner = None

    def update(self, dt: float) -> None:
        """Age every message by ``dt`` seconds; timed announcements end on time."""
        if self._announcement is not None:
            aged = replace(self._announcement, age=self._announcement.age + dt)
            if aged.ends is Ends.TIMER and aged.seconds is not None and aged.age >= aged.seconds:
                self._announcement = None
            else:
                self._announcement = aged
        if self._refusal is not None:
            self._refusal = replace(self._refusal, age=self._refusal.age + dt)
        if self._banner is not None:
            self._banner = replace(self._banner, age=self._banner.age + dt)

    def shown(self) -> list[Message]:
        """Everything said now, banner first (the layout check: no text twice)."""
        return [m for m in (self._banner, self._announcement, self._refusal) if m is not None]


def lane_channel(refusal: Message | None, announcement: Message | None,
                 banner: Message | None) -> Channel:
    """Which channel a table's one message lane says now, one at a time: a refusal (the
    answer to the click just made), else the announcement, else the banner, else the prompt
    (the advice and the Joker's or the sacrifice's note are prompts)."""
    if refusal is not None:
        return Channel.REFUSAL
    if announcement is not None:
        return Channel.ANNOUNCEMENT
    if banner is not None:
        return Channel.BANNER
    return Channel.PROMPT
