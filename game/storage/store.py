"""The JSON store: settings, high scores and the game in progress, written atomically.

Files in the data folder (``default_data_dir()``), each a JSON object with a format ``version``:

- ``settings.json``   ``{"version": 1, "settings": {...Settings.to_dict()...}}``
- ``highscores.json`` ``{"version": 2, "yams": [entry, ...], "farkle": {"5000": [entry, ...],
  "10000": [...], "15000": [...]}}``: one 10 000 table per target (F10). An entry is
  ``{"name", "score", "date"}`` (ISO date and time) plus ``"turns"`` for 10 000. Other top-level
  keys are kept as they are when the file is rewritten. A version 1 file (one 10 000 list, the
  target not recorded) is migrated when read: its 10 000 entries go to the 10 000-point table
  (the default target), its Yams entries stay, the old file is kept as
  ``highscores-v1.json`` and the new one written; nothing is dropped.
- ``savegame-yams.json``, ``savegame-farkle.json``: each game's save, ``{"version": 1,
  "kind": "yams"|"farkle", "state": {...}, "saved_at": ISO, "computer_seat": n}``: the seat
  New Game gave the computer, checked against the state's (``game.storage.replay``; older
  saves lack it). One file per game (``game.storage.save_slots``, round 76); the single
  ``savegame.json`` of older versions is migrated to its game's file.

Every file but ``settings.json`` also carries a keyed ``"digest"`` of its content
(``game.storage.digest``): signed when written, checked when read.

A write goes to a temporary file in the same folder, is flushed and fsynced, then renamed over
the old file (``os.replace``), and the folder is fsynced where the system allows: after a crash
the file is either the old or the new complete version.

Reading never crashes or hangs. A missing file gives the defaults silently. Only a regular
file is ever read: a FIFO, socket or device in a file's place is set aside unread, like a
damaged file (a folder is reported as unreadable and left alone). A file that is empty,
truncated, not JSON, of the wrong shape, or written by a newer version of the game is moved
aside to ``<name>.<timestamp>.bak`` (never over an earlier backup), the defaults are used, and a
``StorageMessage`` is appended to ``Storage.messages`` for the menu to show once; the other files
are not touched. A failed write keeps the old file and reports ``storage.write_failed``.

Message keys (``locales/*/LC_MESSAGES/storage.po``), each with ``{file}``:
``storage.damaged_settings``, ``storage.damaged_highscores``, ``storage.damaged_savegame``
(also ``{backup}``), ``storage.newer_version`` (also ``{backup}``), ``storage.unreadable``,
``storage.write_failed``.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from game.engine.farkle import TARGETS as FARKLE_TARGETS
from game.storage.digest import checked, signed
from game.storage.files import (
    NotRegularFileError,
    atomic_write_json,  # noqa: F401 - re-exported: the store's writer, as before
    atomic_write_text,
)
from game.storage.files import read_regular_file as _read_regular_file
from game.storage.files import remove_stale_temps as _remove_stale_temps
from game.storage.highscores import (  # noqa: F401 - re-exported: the store's names, as before
    HIGHSCORE_TABLES,
    MAX_HIGHSCORES,
    MAX_HIGHSCORES_READ,
    HighScore,
    _check_kind,
    _is_int,
    _parse_highscores,
    _rank,
    table_key,
)
from game.storage.jsontext import UnwritableError, json_bytes, json_text, writable_part
from game.storage.save_slots import (  # noqa: F401 - re-exported: the store's names
    SAVE_FILES,
    SAVEGAME_FILE,
    SAVEGAME_VERSION,
    SaveSlots,
    save_file,
)
from game.storage.settings import Settings
from game.storage.validators import (
    DamagedFileError,
    fit_name,
    validate_highscore_entry,
    validate_settings,
)

DATA_DIR_ENV = "ZARURI_DATA_DIR"
"""Environment variable that overrides the data folder (tests point it at a tmp folder)."""

APP_NAME = "zaruri"
"""Name given to platformdirs for the per-user data folder."""

SETTINGS_FILE = "settings.json"
HIGHSCORES_FILE = "highscores.json"
STATS_FILE = "stats.json"
"""Finished games and dice counts (written by ``game.storage.stats``)."""

SETTINGS_VERSION = 1
"""Format version of settings.json written by this code."""
HIGHSCORES_VERSION = 2
"""Format version of highscores.json written by this code (2: 10 000 tables per target)."""
HIGHSCORES_V1_COPY = "highscores-v1.json"
"""Where a version 1 high-score file is kept, untouched, when it is migrated."""

MAX_FILE_BYTES = 256 * 1024
"""Largest settings, high-score or saved-game file the store reads (the game writes a few
kilobytes); a bigger one is set aside unread."""

MAX_LARGE_FILE_BYTES = 16 * 2**20
"""Largest statistics file read. The game writes at most 1 000 kept games of up to seven
players (about 2 MB of 10 000 games) and 500 rolled-up tallies (each at most a few tens of kB
of counts): under 16 MB even at the bounds; a bigger file (150 000 games is 24 MB) is set
aside unread, at once."""

MSG_DAMAGED = {
    SETTINGS_FILE: "storage.damaged_settings",
    HIGHSCORES_FILE: "storage.damaged_highscores",
    SAVEGAME_FILE: "storage.damaged_savegame",
    **{name: "storage.damaged_savegame" for name in SAVE_FILES.values()},
    STATS_FILE: "storage.damaged_stats",
}
"""Message key reported when a file is damaged, by file name."""
MSG_NEWER = "storage.newer_version"
"""Message key for a file written by a newer version of the game."""
MSG_UNREADABLE = "storage.unreadable"
"""Message key for a file the system refuses to read (permissions, a folder in its place)."""
MSG_WRITE_FAILED = "storage.write_failed"
"""Message key for a save that could not be written (the old file is kept)."""


class NewerVersionError(DamagedFileError):
    """A store file was written by a newer version of the game."""


@dataclass(frozen=True)
class StorageMessage:
    """Something the player should be told once: a locale key and its ``{placeholders}``."""

    key: str
    params: Mapping[str, str] = field(default_factory=dict)


def default_data_dir() -> Path:
    """Return ``$ZARURI_DATA_DIR`` when set, else the per-user data folder of platformdirs."""
    override = os.environ.get(DATA_DIR_ENV)
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


class Storage(SaveSlots):
    """The player's files in one data folder: settings, high scores, each game in progress
    (:class:`game.storage.save_slots.SaveSlots`).

    Methods never raise because of what is on disk; problems become ``messages``.
    Programming errors (unknown game kind, a state JSON cannot hold) still raise.
    """

    def migrate_legacy_file(self) -> bool:
        """Move the one ``savegame.json`` of older versions to its game's slot
        (:func:`game.storage.legacy_save.migrate_single_save`); False when the disk refused a
        step (reported; the file stays for the next start)."""
        from game.storage.legacy_save import migrate_single_save

        return migrate_single_save(self)

    def __init__(
        self,
        data_dir: Path | str | None = None,
        *,
        clock: Callable[[], datetime] | None = None,
    ) -> None:
        """Use ``data_dir`` (default: ``default_data_dir()``); nothing is read or created yet.

        ``clock`` returns the current aware datetime (tests fix it); default: local time now.
        """
        self.data_dir = Path(data_dir) if data_dir is not None else default_data_dir()
        """Folder holding the JSON files (created on the first save)."""
        self.messages: list[StorageMessage] = []
        """Messages not yet shown to the player, oldest first."""
        self._clock = clock if clock is not None else _local_now
        self._failing: set[str] = set()
        """Files whose last write failed (said once, until one of their writes succeeds)."""
        self._save_may_hold_ending: set[str] = set(SAVE_FILES.values())
        """The save files that may hold a finished save (one leaves once this store knows
        it holds none)."""
        self._legacy_failed = False
        """True once moving an old ``savegame.json`` failed (tried again next start)."""

    def take_messages(self) -> list[StorageMessage]:
        """Return the pending messages and forget them (the menu shows each once)."""
        pending, self.messages = self.messages, []
        return pending

    def path(self, file_name: str) -> Path:
        """Return the full path of one of the store's files."""
        return self.data_dir / file_name

    def remove_leftover_temps(self) -> int:
        """Remove temporary files of saves interrupted by a kill (at start); return how many."""
        return sum(_remove_stale_temps(self.path(name))
                   for name in (SETTINGS_FILE, HIGHSCORES_FILE, SAVEGAME_FILE,
                                *SAVE_FILES.values()))

    # -- settings ---------------------------------------------------------------------------

    def load_settings(self) -> Settings:
        """Return the saved settings, or the defaults (missing or damaged file)."""
        data = self._read(SETTINGS_FILE, SETTINGS_VERSION, _parse_settings)
        return data if data is not None else Settings()

    def save_settings(self, settings: Settings) -> bool:
        """Write the settings; return False (and report) when the disk refused."""
        payload = {"version": SETTINGS_VERSION, "settings": settings.to_dict()}
        return self._write(SETTINGS_FILE, payload)

    # -- high scores ------------------------------------------------------------------------

    def load_highscores(self) -> dict[str, list[HighScore]]:
        """Return every table, best first, by :func:`table_key` (see ``HIGHSCORE_TABLES``)."""
        return self._load_highscore_file()[0]

    def highscores(self, kind: str, target: int | None = None) -> list[HighScore]:
        """Return one table, best first: Yams, or 10 000 at ``target`` (5 000/10 000/15 000)."""
        return self.load_highscores()[table_key(kind, target)]

    def qualifies(self, kind: str, score: int, date: str | None = None, *,
                  target: int | None = None) -> bool:
        """Say whether ``score`` made now (or at ``date``) would enter the top ten of its table."""
        key = table_key(kind, target)
        entry = HighScore("", score, date or self._now_iso())
        return _rank(self.load_highscores()[key], entry) is not None

    def add_highscore(
        self,
        kind: str,
        name: str,
        score: int,
        *,
        turns: int | None = None,
        target: int | None = None,
        date: str | None = None,
    ) -> int | None:
        """Insert a score if it qualifies and save; return its place (1..10) or None.

        Ties rank by date, the earlier first, so a new score equal to the tenth stays out.
        10 000 ("farkle") entries need ``turns`` and the game's ``target``. The place is
        returned even if the file could not be written (``storage.write_failed`` is pending).
        """
        key = table_key(kind, target)
        if kind == "farkle" and turns is None:
            raise ValueError("a 10 000 high score needs the number of turns")
        entry = HighScore(fit_name(name), score, date or self._now_iso(), turns)
        validate_highscore_entry(entry.to_dict(), kind)  # never write what reading refuses
        tables, extra = self._load_highscore_file()
        place = _rank(tables[key], entry)
        if place is None:
            return None
        tables[key] = sorted([*tables[key], entry], key=HighScore.sort_key)[:MAX_HIGHSCORES]
        self._write(HIGHSCORES_FILE, _highscores_payload(tables, extra))
        return place

    def record_highscores(self, kind: str, game_id: str,
                          entries: list[tuple[HighScore, int | None]]) -> bool:
        """Enter one finished game's scores (``(entry, target)`` per person) in ONE write,
        with the game's id; a game whose id the file already holds is a no-op. Returns False
        when the disk refused (reported)."""
        from game.storage.gameids import RECORDED_IDS_KEPT, remember_id

        tables, extra = self._load_highscore_file()
        ids = list(extra.get("game_ids", []))
        if game_id in ids:
            return True
        for entry, target in entries:
            validate_highscore_entry(entry.to_dict(), kind)  # never write what reading refuses
            key = table_key(kind, target)
            if _rank(tables[key], entry) is not None:
                tables[key] = sorted([*tables[key], entry],
                                     key=HighScore.sort_key)[:MAX_HIGHSCORES]
        extra = {**extra, "game_ids": remember_id(ids, game_id, RECORDED_IDS_KEPT)}
        return self._write(HIGHSCORES_FILE, _highscores_payload(tables, extra))

    def clear_highscores(self) -> bool:
        """Empty every high-score table in one atomic write (ruling S32), the statistics
        untouched. The ids of the games already entered stay in the file, so a second copy
        of the game entering one of them again (its end was waiting) is a no-op and never
        brings an old score back. False when the disk refused (reported; the old file
        stays whole)."""
        _tables, extra = self._load_highscore_file()
        return self._write(HIGHSCORES_FILE, _highscores_payload(
            {key: [] for key in HIGHSCORE_TABLES}, extra))

    def _load_highscore_file(self) -> tuple[dict[str, list[HighScore]], dict[str, Any]]:
        """The tables and the file's other top-level keys; a version 1 file is migrated."""
        read = self._read(HIGHSCORES_FILE, HIGHSCORES_VERSION, _parse_highscores)
        if read is None:
            return {key: [] for key in HIGHSCORE_TABLES}, {}
        tables, extra, version = read
        if version < HIGHSCORES_VERSION:
            self._migrate_highscores(tables, extra)
        return tables, extra

    def _migrate_highscores(self, tables: dict[str, list[HighScore]],
                            extra: dict[str, Any]) -> None:
        """Keep the old file as ``highscores-v1.json`` (the first one only) and write v2."""
        old, copy = self.path(HIGHSCORES_FILE), self.path(HIGHSCORES_V1_COPY)
        try:
            if not copy.exists():
                # Copied as it is (a value the strict writer refuses must not stop the copy).
                atomic_write_text(copy, old.read_bytes().decode("utf-8-sig"))
        except (OSError, ValueError):
            # Without a safe copy the old file stays as it is; it is migrated again next time.
            self.write_failed(HIGHSCORES_V1_COPY)
            return
        self._write(HIGHSCORES_FILE, _highscores_payload(tables, extra))

    # -- plumbing ---------------------------------------------------------------------------

    def _now_iso(self) -> str:
        return self._clock().isoformat(timespec="seconds")

    def _report(self, key: str, **params: str) -> None:
        self.messages.append(StorageMessage(key, params))

    def _write(self, file_name: str, payload: Mapping[str, Any]) -> bool:
        """Write one of the store's files (see :meth:`write_file`); a value JSON cannot hold
        is reported as a failed write and still raised (a programming error)."""
        return self.write_file(file_name, payload)

    def write_file(self, file_name: str, payload: Mapping[str, Any]) -> bool:
        """Write ``payload`` as the data file ``file_name``, compact and atomic.

        Every failure is reported once (``storage.write_failed``, until a write of that file
        succeeds again): a refused disk returns False; a payload the strict writer refuses,
        or one larger than the reader takes back (:func:`read_limit`), raises
        :class:`UnwritableError` after the report, the old file unchanged.
        """
        try:
            payload = signed(self.data_dir, file_name, payload)  # a digest, but the settings
            text = json_text(payload)
            if len(text.encode("utf-8")) > read_limit(file_name):
                raise UnwritableError(f"{file_name} would be larger than its reader takes")
            if file_name in SAVE_FILES.values():
                self._keep_waiting_ending(file_name, payload)
            atomic_write_text(self.path(file_name), text)
            if file_name in SAVE_FILES.values():
                if "ended" in payload:
                    self._save_may_hold_ending.add(file_name)
                else:
                    self._save_may_hold_ending.discard(file_name)
        except OSError:
            self.write_failed(file_name)
            return False
        except (ValueError, TypeError, RecursionError):
            self.write_failed(file_name)
            raise
        self._failing.discard(file_name)
        return True

    def _keep_waiting_ending(self, file_name: str, payload: Mapping[str, Any]) -> None:
        """Before a game's save file is overwritten: a finished save of another game waiting
        there goes to its own file first (``game.storage.waiting``); OSError if it cannot."""
        if file_name not in self._save_may_hold_ending:
            return
        from game.storage.waiting import game_id_of_payload, set_waiting_ending_apart

        set_waiting_ending_apart(self.path(file_name), game_id_of_payload(payload),
                                 MAX_FILE_BYTES)

    def write_failed(self, file_name: str) -> None:
        """Report that ``file_name`` could not be written: once, until a write succeeds."""
        if file_name not in self._failing:
            self._failing.add(file_name)
            self._report(MSG_WRITE_FAILED, file=file_name)

    def _read(self, file_name: str, version: int, parse: Callable[[dict[str, Any]], Any]) -> Any:
        """Return ``parse(data)`` of the file, or None after reporting (missing: no report)."""
        path = self.path(file_name)
        _remove_stale_temps(path)
        limit = read_limit(file_name)
        damaged = MSG_DAMAGED.get(file_name, MSG_DAMAGED[SAVEGAME_FILE])
        try:
            raw = _read_regular_file(path, limit + 1)
        except FileNotFoundError:
            return None
        except NotRegularFileError:
            # A FIFO, socket or device in the file's place: never read (a FIFO would hang the
            # start for ever); moved aside like any damaged file, the defaults used.
            self._move_aside(file_name, damaged)
            return None
        except OSError:
            self._report(MSG_UNREADABLE, file=file_name)
            return None
        try:
            if len(raw) > limit:
                raise DamagedFileError(f"larger than {limit} bytes")
            # "utf-8-sig": a byte-order mark (some editors add one) is read, not refused.
            data = json.loads(raw.decode("utf-8-sig"))
            if not isinstance(data, dict):
                raise DamagedFileError("not a JSON object")
            found = data.get("version")
            if not _is_int(found) or found < 1:
                raise DamagedFileError(f"bad version {found!r}")
            if found > version:
                raise NewerVersionError(f"version {found} is newer than {version}")
            data, adopted = checked(self.data_dir, file_name, data, raw)
            parsed = parse(data)
            if adopted and found == version:  # from before the secret: now signed (an
                self._sign_adopted(file_name, raw)  # older version is migrated, signed, after)
            return parsed
        except NewerVersionError:
            self._move_aside(file_name, MSG_NEWER)
        except (ValueError, TypeError, KeyError, RecursionError, ArithmeticError):
            # UnicodeDecodeError and json.JSONDecodeError are ValueErrors too; an
            # OverflowError (a number too big for a float) is an ArithmeticError.
            self._move_aside(file_name, damaged)
        return None

    def _sign_adopted(self, file_name: str, raw: bytes) -> None:
        """Rewrite a file written before the secret existed, as it was, with its digest
        (through :meth:`write_file`: compact, within its reader's limit, a failure reported
        once; a part strict JSON cannot hold is left out, as the readers leave it out)."""
        try:
            self.write_file(file_name, writable_part(json.loads(raw.decode("utf-8-sig"))))
        except (ValueError, TypeError, RecursionError):
            pass  # reported by write_file; still adopted (its bytes are in the secret's list)

    def _move_aside(self, file_name: str, key: str) -> None:
        path = self.path(file_name)
        stamp = self._clock().strftime("%Y%m%d-%H%M%S")
        backup = path.with_name(f"{file_name}.{stamp}.bak")
        number = 1
        while backup.exists():
            number += 1
            backup = path.with_name(f"{file_name}.{stamp}-{number}.bak")
        try:
            os.replace(path, backup)
        except OSError:
            # Could not keep a copy; the damaged file stays and will be overwritten by the
            # next save. The player is still told the content was not usable.
            self._report(key, file=file_name, backup=file_name)
            return
        self._report(key, file=file_name, backup=backup.name)


def read_limit(file_name: str) -> int:
    """The largest file the reader takes for ``file_name`` (so the writer never writes more):
    the statistics may be large, every other file is small."""
    return MAX_LARGE_FILE_BYTES if file_name == STATS_FILE else MAX_FILE_BYTES


def _parse_settings(data: dict[str, Any]) -> Settings:
    return validate_settings(data)


def _highscores_payload(tables: Mapping[str, list[HighScore]],
                        extra: Mapping[str, Any]) -> dict[str, Any]:
    """The version 2 file: the tables, and the other top-level keys as they were (all of
    them dropped but the recorded game ids should they make the file too big to read)."""
    payload = {
        **extra,
        "version": HIGHSCORES_VERSION,
        "yams": [e.to_dict() for e in tables["yams"]],
        "farkle": {str(t): [e.to_dict() for e in tables[f"farkle.{t}"]]
                   for t in FARKLE_TARGETS},
    }
    try:
        if json_bytes(payload) <= MAX_FILE_BYTES:
            return payload
    except UnwritableError:
        pass
    kept = {k: v for k, v in extra.items() if k == "game_ids"}
    return {**kept, **{k: v for k, v in payload.items() if k not in extra}}


def _local_now() -> datetime:
    return datetime.now().astimezone()
