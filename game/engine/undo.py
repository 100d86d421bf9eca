"""What both engines share for "Anulează" (issue 13): the refusal and the check of a saved undo.

An engine keeps ``undo_state``, its own ``to_dict()`` from just before a person's scoring, while
that scoring may be taken back (until the next roll). These helpers pick the refusal's catalog
key and check, when a game is loaded, that the saved undo state really scores into the game.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Mapping
from typing import Any, Protocol, TypeVar

from game.engine.errors import UNDO_COMPUTER, IllegalActionError, UndoNotAllowedError


class Undoable(Protocol):
    """An engine game with an undo state."""

    undo_state: dict[str, Any] | None

    def to_dict(self) -> dict[str, Any]:
        """The whole state as JSON-able data."""
        ...


G = TypeVar("G", bound=Undoable)


def undo_refusal(*, rolled: bool, current_is_computer: bool,
                 by_computer: bool) -> UndoNotAllowedError:
    """The refusal of an undo with nothing to take back.

    ``rolled``: the current turn has dice on the table; ``current_is_computer``: whose turn it
    is; ``by_computer``: the last scoring was the computer's. During the computer's turn, or
    right after its own scoring, the refusal says the computer's choices are not undone.
    """
    if current_is_computer if rolled else by_computer:
        return UndoNotAllowedError(UNDO_COMPUTER)
    return UndoNotAllowedError()


def checked_undo(saved: Mapping[str, Any], undo: Any, rebuild: Callable[[dict[str, Any]], G],
                 replay: Callable[[G], object]) -> dict[str, Any]:
    """The saved ``undo`` state of a game whose ``to_dict()`` is ``saved``, once checked.

    ``rebuild`` is the engine's ``from_dict``; ``replay`` makes the undone scoring again on the
    rebuilt state (raising ValueError or IllegalActionError when it does not belong there). The
    undo state must itself hold no undo, and replaying it must give ``saved`` exactly; anything
    else (a forged or stale undo) raises ValueError, like any inconsistent save.
    """
    if not isinstance(undo, dict):
        raise ValueError("undo is not a saved game")
    before = rebuild(undo)
    if before.undo_state is not None:
        raise ValueError("an undo state cannot hold another undo")
    try:
        replay(before)
    except IllegalActionError as error:
        raise ValueError(f"undo does not replay: {error}") from error
    if {**before.to_dict(), "undo": None} != {**saved, "undo": None}:
        raise ValueError("undo does not replay to the saved game")
    return copy.deepcopy(undo)


def undone_scoring(game: Any) -> tuple[int, Any] | None:
    """Whose scoring "Anulează" would take back now, and what: ``(player, box)``.

    ``box`` is the Yams :class:`~game.rules.yams.Box` scored (None for a 10 000 bank); None
    when nothing can be undone. Read from the engine's ``last_event`` (a saved undo always
    comes with it), so the button can name the person and the box (issue 22).
    """
    event = getattr(game, "last_event", None)
    if not getattr(game, "can_undo", False) or event is None:
        return None
    return int(event.player), getattr(event, "box", None)
