"""A save per game (round 76, critic cC75): the Yams game and the 10 000 game in progress, each
in its own file, so starting a game of one kind never touches the other's save.

- ``savegame-yams.json`` and ``savegame-farkle.json`` (:data:`SAVE_FILES`), each
  ``{"version": 1, "kind", "state", "saved_at", "computer_seat"}`` (or a finished save of its
  game, ``game.storage.ending``); a file whose ``kind`` is not its slot's is damaged.
- "Continuă" resumes the newest of the two (:meth:`SaveSlots.newest_saved_kind`: the later
  ``saved_at``, then the later write).
- ``savegame.json``, the one save of the versions before, is migrated the first time the store
  looks at the saves (:func:`game.storage.legacy_save.migrate_single_save`): checked first (set
  aside with its notice if bad), then renamed to its game's slot, or, when that slot already
  holds a save, kept aside with a notice (``storage.older_save_kept``); a finished save goes
  to the waiting files every start completes.

Each slot is written atomically on its own (a second copy of the game saving the other game
writes the other file); a slot holding a finished save is set apart before another game of
its kind takes it (``game.storage.waiting``).
"""

from __future__ import annotations

import os
import stat
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from game.storage.replay import COMPUTER_SEAT_KEY, check_computer_seat, computer_seat
from game.storage.validators import GAME_KINDS, DamagedFileError, validate_savegame

SAVEGAME_VERSION = 1
"""Format version of a save file written by this code."""

SAVEGAME_FILE = "savegame.json"
"""The one save file of the versions before round 76: migrated to its game's slot."""

SAVE_FILES = {"yams": "savegame-yams.json", "farkle": "savegame-farkle.json"}
"""Each game's save file, by game kind."""


def save_file(kind: str) -> str:
    """The save file of the game ``kind`` ("yams" / "farkle"); ValueError for another."""
    if kind not in SAVE_FILES:
        raise ValueError(f"unknown game kind {kind!r}")
    return SAVE_FILES[kind]


def parse_slot(kind: str) -> Callable[[dict[str, Any]], tuple[str, dict[str, Any], str] | None]:
    """The reader of ``kind``'s slot: ``(kind, state, saved_at)`` of a game to resume, None
    for a finished save (completed at start, never resumed); a game of another kind in it
    is damaged."""
    def parse(data: dict[str, Any]) -> tuple[str, dict[str, Any], str] | None:
        if "ended" in data:
            if data.get("kind") != kind:
                raise DamagedFileError("a finished save of another game in this slot")
            return None
        found, state = validate_savegame(data)
        if found != kind:
            raise DamagedFileError(f"a {found} game in the {kind} slot")
        check_computer_seat(data, state)
        saved_at = data.get("saved_at")
        return found, state, saved_at if isinstance(saved_at, str) else ""
    return parse


class SaveSlots:
    """The :class:`game.storage.store.Storage` part that keeps each game's save."""

    data_dir: Path
    _save_may_hold_ending: set[str]
    _legacy_failed: bool
    path: Callable[[str], Path]
    _read: Callable[..., Any]
    _write: Callable[[str, Mapping[str, Any]], bool]
    _move_aside: Callable[[str, str], None]
    _now_iso: Callable[[], str]
    write_failed: Callable[[str], None]

    def save_game(self, kind: str, state: Mapping[str, Any]) -> bool:
        """Save the game ``kind`` in progress (an engine's ``to_dict()``) in its own file;
        False when the disk refused. The other game's save is never touched.

        A state JSON cannot hold raises TypeError/ValueError and leaves the old save in place.
        """
        name = save_file(kind)
        if not isinstance(state, Mapping):
            raise TypeError(f"state must be a dict, not {type(state).__name__}")
        self.migrate_single_save()
        payload = {
            "version": SAVEGAME_VERSION,
            "kind": kind,
            "state": dict(state),
            "saved_at": self._now_iso(),
            COMPUTER_SEAT_KEY: computer_seat(state),
        }
        return self._write(name, payload)

    def load_game(self, kind: str | None = None) -> tuple[str, dict[str, Any]] | None:
        """Return ``(kind, state)`` of the saved game ``kind``, or of the newest save when
        ``kind`` is None; None when there is none (or it was damaged: set aside, reported)."""
        if kind is None:
            kind = self.newest_saved_kind()
            if kind is None:
                return None
        read = self._read_slot(kind)
        return (read[0], read[1]) if read is not None else None

    def newest_saved_kind(self) -> str | None:
        """The game whose save is the newest ("Continuă" resumes it); None without a save.

        Each save is read and checked (a damaged one is set aside now, with its notice)."""
        found: list[tuple[str, int, str]] = []
        for kind in GAME_KINDS:
            read = self._read_slot(kind)
            if read is not None:
                found.append((read[2], self._written_at(save_file(kind)), kind))
        return max(found)[2] if found else None

    def saved_kinds(self) -> tuple[str, ...]:
        """The games with a save to resume, Yams first (each checked; damaged: set aside)."""
        return tuple(kind for kind in GAME_KINDS if self._read_slot(kind) is not None)

    def has_saved_game(self, kind: str | None = None) -> bool:
        """True when the save file of ``kind`` (of either game: None) exists (it may still
        prove damaged on loading).

        Something else in its place that is not a folder (a FIFO, a device) is set aside now,
        with its message, unopened: opening a FIFO would wait for a writer for ever.
        """
        self.migrate_single_save()
        kinds = GAME_KINDS if kind is None else (kind,)
        return any([self._slot_is_file(save_file(k)) for k in kinds])

    def clear_game(self, kind: str | None = None) -> bool:
        """Forget the saved game ``kind`` (after it ended or the player started anew; None:
        both); False (and reported) when the disk refused."""
        done = True
        for name in [save_file(kind)] if kind is not None else list(SAVE_FILES.values()):
            try:
                os.unlink(self.path(name))
            except FileNotFoundError:
                pass
            except OSError:
                self.write_failed(name)
                done = False
                continue
            self._save_may_hold_ending.discard(name)
        return done

    def discard_damaged_game(self, kind: str) -> None:
        """Move the save of ``kind`` aside and report it: for a state the engine refused."""
        self._move_aside(save_file(kind), "storage.damaged_savegame")

    def migrate_single_save(self) -> None:
        """Move an old single ``savegame.json`` to its game's slot (checked first; see
        :mod:`game.storage.legacy_save`). Cheap when there is none."""
        if self._legacy_failed:
            return
        try:
            mode = os.lstat(self.path(SAVEGAME_FILE)).st_mode
        except OSError:
            return
        if stat.S_ISDIR(mode):  # a folder in its place is no save: left alone, unsaid
            return
        self._legacy_failed = not self.migrate_legacy_file()

    def migrate_legacy_file(self) -> bool:
        """Move the one ``savegame.json`` of older versions to its game's slot; False when the
        disk refused a step. The store's (:class:`game.storage.store.Storage`, through
        :mod:`game.storage.legacy_save`, which reads finished saves as the ending does: here
        it would close an import circle); this slot alone has nothing to move."""
        return True

    def _read_slot(self, kind: str) -> tuple[str, dict[str, Any], str] | None:
        """``(kind, state, saved_at)`` of the game to resume in ``kind``'s slot, or None."""
        self.migrate_single_save()
        read: tuple[str, dict[str, Any], str] | None = self._read(
            save_file(kind), SAVEGAME_VERSION, parse_slot(kind))
        return read

    def _written_at(self, name: str) -> int:
        """When ``name`` was last written (ns; 0 when it cannot be told)."""
        try:
            return os.stat(self.path(name)).st_mtime_ns
        except OSError:
            return 0

    def _slot_is_file(self, name: str) -> bool:
        """True for a regular file; a FIFO or device in its place is set aside unopened."""
        try:
            mode = os.stat(self.path(name)).st_mode
        except OSError:
            return False
        if stat.S_ISREG(mode):
            return True
        if not stat.S_ISDIR(mode):
            self._move_aside(name, "storage.damaged_savegame")
        return False
