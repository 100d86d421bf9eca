"""The 10 000 engine's words: its refusals, the events its verbs return, the dice set aside.

Pure data, no pygame and no randomness: :mod:`game.engine.farkle` raises these errors,
returns :class:`FarkleEvent` from ``roll`` and ``bank`` and keeps a turn's earlier selections
as :class:`SetAside` groups (its module docstring says when each happens). Every name here is
also importable from :mod:`game.engine.farkle`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any

from game.engine.errors import IllegalActionError
from game.rules.farkle import DICE_PER_TURN


class RollFirstError(IllegalActionError):
    """The turn has no roll yet: roll the dice before setting aside or banking."""

    key = "error.farkle.roll_first"


class DieRefusedError(IllegalActionError):
    """The die belongs to no valid selection of the current roll (F3)."""

    key = "error.farkle.die_refused"


class SetAsideFirstError(IllegalActionError):
    """Nothing is set aside from the current roll yet (F5)."""

    key = "error.farkle.set_aside_first"


class InvalidSelectionError(IllegalActionError):
    """Some die of the current selection does not score in it (F2)."""

    key = "error.farkle.invalid_selection"


class EventKind(Enum):
    """What a verb did."""

    ROLLED = "rolled"
    BUST = "bust"
    BANKED = "banked"


@dataclass(frozen=True)
class FarkleEvent:
    """What happened on ``roll`` or ``bank``; see the module docstring."""

    kind: EventKind
    player: int
    dice: tuple[int, ...] = ()
    points: int = 0
    turn_points: int = 0
    total: int = 0
    hot_dice: bool = False
    last_round_started: bool = False
    game_over: bool = False
    next_player: int | None = None

    def messages(self) -> list[tuple[str, dict[str, int]]]:
        """The locale keys (with params) a screen shows for this event, in order."""
        shown: list[tuple[str, dict[str, int]]] = []
        if self.hot_dice:
            shown.append(("farkle.hot_dice", {}))
        if self.kind is EventKind.BUST:
            shown.append(("farkle.bust", {}))
            shown.append(("farkle.event.points_lost", {"points": self.points}))
        elif self.kind is EventKind.BANKED:
            shown.append(("farkle.event.points_banked", {"points": self.points}))
        if self.last_round_started:
            shown.append(("farkle.last_round", {}))
        if self.game_over:
            shown.append(("farkle.game_over", {}))
        return shown

    def to_dict(self) -> dict[str, Any]:
        """Return the event as a JSON-able dict."""
        return {
            "kind": self.kind.value,
            "player": self.player,
            "dice": list(self.dice),
            "points": self.points,
            "turn_points": self.turn_points,
            "total": self.total,
            "hot_dice": self.hot_dice,
            "last_round_started": self.last_round_started,
            "game_over": self.game_over,
            "next_player": self.next_player,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> FarkleEvent:
        """Rebuild an event from :meth:`to_dict` output."""
        next_player = data["next_player"]
        return cls(
            kind=EventKind(data["kind"]),
            player=int(data["player"]),
            dice=tuple(int(d) for d in data["dice"]),
            points=int(data["points"]),
            turn_points=int(data["turn_points"]),
            total=int(data["total"]),
            hot_dice=bool(data["hot_dice"]),
            last_round_started=bool(data["last_round_started"]),
            game_over=bool(data["game_over"]),
            next_player=None if next_player is None else int(next_player),
        )


@dataclass(frozen=True)
class SetAside:
    """The dice set aside from one earlier roll of the turn, with their points."""

    dice: tuple[int, ...]
    points: int


def turn_rounds(groups: Sequence[SetAside]) -> list[int]:
    """The hot-dice round (1, 2, …) of each group set aside this turn, in order (F8): a
    round ends when its groups have used all six dice, and the next group starts the next
    one (the six came back)."""
    rounds = []
    current, used = 1, 0
    for group in groups:
        if used >= DICE_PER_TURN:
            current, used = current + 1, 0
        rounds.append(current)
        used += len(group.dice)
    return rounds

