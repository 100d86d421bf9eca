"""Opening a saved game ("Continuă") without ever losing the menu: the save is checked by its
engine before the menu offers it, and a table that still breaks while it is built, laid out
or in its first frames is set aside with a notice (a mixin of :class:`game.app.App`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

if TYPE_CHECKING:
    from game.scenes.base import SceneManager
    from game.storage.store import Storage

RESUME_GUARD_FRAMES = 30
"""Frames a resumed table is watched: a failure in them sets the save aside (the menu stays)."""


class SavedGameResume:
    """The app's part that resumes a saved game and guards the resumed table's first frames."""

    store: Storage | None
    manager: SceneManager
    size: tuple[int, int]
    _guarded: Any
    _guard_frames: int
    _resumed_kind: str | None = None
    """The game whose save the guarded table was resumed from."""
    show_storage_messages: Callable[[], None]

    def has_resumable_game(self, kind: str | None = None) -> bool:
        """True when a saved game of ``kind`` (of either game: None) exists and its engine
        accepts it ("Continuă" shows; a game card offers its own save).

        A save that cannot be read or that the engine refuses is set aside now, with its
        message, so the menu never offers a game it cannot open.
        """
        if self.store is None:
            return False
        found = False
        for each in ("yams", "farkle") if kind is None else (kind,):
            if not self.store.has_saved_game(each):
                continue
            loaded = self.store.load_game(each)
            if loaded is None:
                continue
            try:
                engine_for_saved_game(*loaded)
            except (KeyError, TypeError, ValueError, IndexError, AttributeError):
                self.store.discard_damaged_game(each)
                continue
            found = True
        return found

    def resume_saved_game(self, kind: str | None = None) -> bool:
        """Open the saved game ``kind``'s table (the newest save's: None) exactly where it
        was left ("Continuă", or a game card wearing its save).

        The store has checked the save against the rules; a table that still cannot be built,
        laid out or drawn (here, or in its first RESUME_GUARD_FRAMES frames) sets the save
        aside with a notice and the menu stays. Returns whether the table opened.
        """
        loaded = self.store.load_game(kind) if self.store is not None else None
        if loaded is None:
            self.show_storage_messages()
            return False
        kind, state = loaded
        self._resumed_kind = kind
        try:
            scene = table_for_saved_game(self, kind, state)
            scene.layout(self.size)
            scene.draw(pygame.Surface(self.size))
        except Exception:  # noqa: BLE001 - whatever the save does to a table, the menu stays
            self._set_aside_resumed_game()
            return False
        self.manager.push(scene)
        self._guarded, self._guard_frames = scene, RESUME_GUARD_FRAMES
        return True

    def _set_aside_resumed_game(self) -> None:
        """The resumed save broke its table: move it aside, say so, and show the menu."""
        self._guarded, self._guard_frames = None, 0
        if self.store is not None and self._resumed_kind is not None:
            self.store.discard_damaged_game(self._resumed_kind)  # that game's save only
        from game.scenes.menu import MenuScene

        if not isinstance(self.manager.top, MenuScene):
            self.manager.clear_to(MenuScene(self))
        self.show_storage_messages()

    def _guarded_frame(self, run: Any) -> None:
        """Run ``run()`` (a frame's update or draw); a resumed table failing in its first
        frames is set aside instead of stopping the game."""
        if self._guarded is None:
            run()
            return
        if self._guarded not in self.manager.stack:
            self._guarded, self._guard_frames = None, 0
            run()
            return
        try:
            run()
        except Exception:  # noqa: BLE001 - the save is set aside, the menu returns
            self._set_aside_resumed_game()


def engine_for_saved_game(kind: str, state: dict[str, Any]) -> Any:
    """Rebuild the engine of a saved game (ValueError and friends when it is not valid)."""
    if kind == "yams":
        from game.engine.yams import YamsGame

        return YamsGame.from_dict(state)
    if kind == "farkle":
        from game.engine.farkle import FarkleGame

        return FarkleGame.from_dict(state)
    raise ValueError(f"unknown saved game kind {kind!r}")


def table_for_saved_game(app: Any, kind: str, state: dict[str, Any]) -> Any:
    """Rebuild the engine of a saved game and return its table scene (ValueError if unknown)."""
    from game.scenes.tables import table_for_saved_game as rebuild

    return rebuild(app, kind, state)
