"""Errors raised by the engines when an action is not allowed now.

Each error carries ``key``, a message key of the locale catalogs, and ``params``,
the named values its text needs, so a screen can show the refusal in the
player's language. An engine raises before it changes anything: a refused
action leaves the state exactly as it was.
"""

from __future__ import annotations


class IllegalActionError(Exception):
    """An action the rules forbid in the current state of the game."""

    key: str = "error.illegal_action"

    def __init__(self, key: str | None = None, **params: object) -> None:
        if key is not None:
            self.key = key
        self.params: dict[str, object] = params
        detail = ", ".join(f"{name}={value!r}" for name, value in params.items())
        super().__init__(f"{self.key}" + (f" ({detail})" if detail else ""))


class NotYourTurnError(IllegalActionError):
    """The acting player is not the one whose turn it is."""

    key = "error.not_your_turn"


class GameOverError(IllegalActionError):
    """The game has ended; no action is possible any more."""

    key = "error.game_over"


class UndoNotAllowedError(IllegalActionError):
    """Nothing can be taken back now (issue 13: a person's last scoring, before any roll).

    Keys: ``error.undo.nothing`` (nothing scored to take back, or dice rolled since: a roll is
    never undone), ``error.undo.computer`` (the computer's turn or its own decision).
    """

    key = "error.undo.nothing"


UNDO_COMPUTER = "error.undo.computer"
"""Key of :class:`UndoNotAllowedError` for the computer's decision or turn."""

