"""The player's preferences, as plain data.

Reading and writing them to disk is the store's job (``game.storage.store``);
this module only says what a setting is and which values it may take.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields, replace
from typing import Any

from game.coach_marks import COACH_MARKS
from game.engine.farkle import DEFAULT_TARGET, TARGETS
from game.engine.players import MAX_HUMANS

LANGUAGES = ("ro", "en")
"""Languages with a complete catalog; Romanian first."""

ANIMATION_SPEEDS = ("normal", "fast")
"""How fast the dice are thrown (Setări: "Aruncarea zarurilor" Normală / Rapidă, half as long);
the table's other animations follow. The computer has its own pace (``COMPUTER_SPEEDS``)."""

COMPUTER_SPEEDS = ("slow", "normal", "fast")
"""The computer's pace between its steps ("Lentă", "Normală", "Rapidă")."""

DIFFICULTIES = ("expert", "beginner")
"""Yams computer level: optimal ("Expert") or human-like (shown "Normal", as the weaker level
of 10 000)."""

FARKLE_LEVELS = ("normal", "expert")
"""10 000 computer level for new games: F13 ("Normal") or playing to win ("Expert")."""

COACH_DEFAULT = True
"""Coach marks on a first start (issue 22 §4). The test suite's ``conftest`` sets it False so
that tests which do not speak of the marks never meet one (tests/test_coach_marks.py turns
them on)."""


WINDOW_MIN = 1
"""The smallest window side a settings file may hold (the app makes it at least theme.MIN_SIZE)."""

WINDOW_LIMIT = 32_768
"""The largest window side or desktop coordinate a settings file may hold (SDL's own limit)."""


def is_int_in(value: object, low: int, high: int) -> bool:
    """True for an int (not a bool) within ``low``..``high``."""
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def _coach_default() -> bool:
    return COACH_DEFAULT


@dataclass(frozen=True)
class Settings:
    """Everything the Settings screen changes; the defaults are a first start's values."""

    language: str = "ro"
    language_chosen: bool = False
    """Whether the player picked ``language`` in Setări; until then a start follows the
    desktop's language (``game.desktop_language``)."""
    volume: float = 0.8
    muted: bool = False
    animation_speed: str = "normal"
    fullscreen: bool = True
    difficulty: str = "expert"
    computer_speed: str = "normal"
    """The computer's pace between its steps (issue 12: "Viteza calculatorului")."""
    farkle_level: str = "normal"
    """The 10 000 computer level New Game starts with (issue 15)."""
    # -- the last game set up (issue 13: New Game opens with them) --
    last_names: tuple[str, ...] = ()
    """The people's names of the last game started, in seat order (empty: none yet)."""
    farkle_target: int = DEFAULT_TARGET
    """The 10 000 target of the last game set up (F10)."""
    last_kind: str = "yams"
    """The game last set up ("yams" or "farkle"): the menu's hero offers it again."""
    # -- coach marks (issue 22 §4) --
    coach_marks: bool = field(default_factory=_coach_default)
    """Setări: "Sfaturi pentru începători" (on for a first start)."""
    coach_seen: tuple[str, ...] = ()
    """The coach marks already shown (:data:`COACH_MARKS`), each once."""
    # -- the window, as the player left it (full screen is ``fullscreen``) --
    window_size: tuple[int, int] | None = None
    """The window's size when not full screen (None: the default size)."""
    window_position: tuple[int, int] | None = None
    """Where the window was on the desktop, its top-left corner (None: where SDL puts it)."""

    def __post_init__(self) -> None:
        if self.last_kind not in ("yams", "farkle"):
            raise ValueError(f"unknown game {self.last_kind!r}")
        if self.language not in LANGUAGES:
            raise ValueError(f"unknown language {self.language!r}")
        if self.animation_speed not in ANIMATION_SPEEDS:
            raise ValueError(f"unknown animation speed {self.animation_speed!r}")
        if self.difficulty not in DIFFICULTIES:
            raise ValueError(f"unknown difficulty {self.difficulty!r}")
        if self.computer_speed not in COMPUTER_SPEEDS:
            raise ValueError(f"unknown computer speed {self.computer_speed!r}")
        if self.farkle_level not in FARKLE_LEVELS:
            raise ValueError(f"unknown 10 000 level {self.farkle_level!r}")
        if isinstance(self.volume, bool) or not isinstance(self.volume, int | float):
            raise ValueError(f"volume {self.volume!r} is not a number")
        if not 0.0 <= self.volume <= 1.0:  # no float(): a 400-digit integer overflows it
            raise ValueError(f"volume {self.volume!r} is outside 0..1")
        for name in ("muted", "fullscreen", "coach_marks", "language_chosen"):
            if not isinstance(getattr(self, name), bool):
                raise ValueError(f"{name} {getattr(self, name)!r} is not true or false")
        if self.farkle_target not in TARGETS or isinstance(self.farkle_target, bool):
            raise ValueError(f"unknown 10 000 target {self.farkle_target!r}")
        if not isinstance(self.last_names, list | tuple) or len(self.last_names) > MAX_HUMANS:
            raise ValueError(f"last_names {self.last_names!r} is not up to {MAX_HUMANS} names")
        if not all(isinstance(name, str) for name in self.last_names):
            raise ValueError(f"last_names {self.last_names!r} are not all text")
        object.__setattr__(self, "last_names", tuple(self.last_names))
        seen = self.coach_seen
        if (not isinstance(seen, list | tuple) or len(set(seen)) != len(seen)
                or not all(isinstance(m, str) and m in COACH_MARKS for m in seen)):
            raise ValueError(f"coach_seen {seen!r} is not a list of distinct coach marks")
        object.__setattr__(self, "coach_seen", tuple(seen))
        for name, low in (("window_size", WINDOW_MIN), ("window_position", -WINDOW_LIMIT)):
            pair = getattr(self, name)
            if pair is None:
                continue
            if (not isinstance(pair, list | tuple) or len(pair) != 2
                    or not all(is_int_in(v, low, WINDOW_LIMIT) for v in pair)):
                raise ValueError(f"{name} {pair!r} is not two whole numbers in range")
            object.__setattr__(self, name, tuple(pair))

    def to_dict(self) -> dict[str, Any]:
        """Return the settings as a JSON-able dict."""
        data = asdict(self)
        data["last_names"] = list(self.last_names)
        data["coach_seen"] = list(self.coach_seen)
        for name in ("window_size", "window_position"):
            if data[name] is not None:
                data[name] = list(data[name])
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Settings:
        """Build settings from a dict; unknown keys are ignored, bad values raise ValueError."""
        known = {f.name for f in fields(cls)}
        values = {k: v for k, v in data.items() if k in known}
        if "language_chosen" not in values and "language" in values:
            # Written before the choice was recorded: only a language other than the old
            # default (Romanian) can have been chosen.
            values["language_chosen"] = values["language"] != "ro"
        return cls(**values)

    def with_changes(self, **changes: Any) -> Settings:
        """Return a copy with some settings changed (validated)."""
        return replace(self, **changes)
