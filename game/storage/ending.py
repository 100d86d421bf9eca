"""The end of a game as a small transaction: never lost, never counted twice (issue 23 §4).

A game that ends is recorded in four steps, each one atomic file operation:

1. the game's own save file (``savegame-yams.json`` / ``savegame-farkle.json``: the other
   game's save is never touched) is replaced by the *finished save*: the game's id and what its end
   records (the statistics record, the people's high-score entries, with the end's date)::

       {"version": 1, "kind": "yams"|"farkle", "game_id": "<32 hex>", "saved_at": ISO,
        "ended": {"record": GameRecord.to_dict() | null, "highscores": [entry, ...]},
        "state": <the finished engine game's to_dict()>, "computer_seat": <its seat>}

   It is completed only if that game replays to the ending it claims
   (:mod:`game.storage.replay`): a finished save with no game behind it is set aside.

2. ``stats.json`` gets the record and the game id (:meth:`StatsRecorder.record_game`);
3. ``highscores.json`` gets the entries and the game id, in one write
   (:meth:`Storage.record_highscores`);
4. the game's saved game is removed.

``stats.json`` and ``highscores.json`` each keep the ids of the games they recorded (the last
``RECORDED_IDS_KEPT``), and a second record of the same id is a no-op. A kill between any two
steps leaves either the unfinished save (the game is not over on disk: resumed, it ends again
with the same id) or the finished save, which the next start completes with
:func:`complete_pending_end` (steps 2-4, each skipped when already done) before the menu shows.
The tables call :func:`record_game_end` in one line. A finished save that waits (its
records could not be written) is never overwritten by the next game: the store first moves it
to its own file (``game.storage.waiting``), which every start completes the same way.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from game.engine.ids import check_game_id
from game.engine.players import normal_name
from game.stats_records import GameRecord, game_record
from game.storage.gameids import derived_game_id, new_game_id
from game.storage.highscores import HighScore
from game.storage.replay import (
    COMPUTER_SEAT_KEY,
    check_computer_seat,
    computer_seat,
    finished_game,
    same_json,
)
from game.storage.save_slots import SAVEGAME_VERSION, save_file
from game.storage.validators import (
    GAME_KINDS,
    DamagedFileError,
    fit_name,
    validate_highscore_entry,
)
from game.storage.waiting import ENDED_KEY, waiting_files

if TYPE_CHECKING:  # (not at run time: the store's own module reaches this one, round 76)
    from game.storage.store import Storage

__all__ = ["complete_pending_end", "derived_game_id", "new_game_id",
           "record_game_end", "validate_ended_save"]

MAX_ENDED_ENTRIES = 7
"""High-score entries a finished save may hold (one per seat at most)."""


def game_id_of(game: Any) -> str:
    """The engine game's id; a game that never got one gets the id derived from its state."""
    game_id = getattr(game, "game_id", "")
    return game_id if game_id else derived_game_id(game.to_dict())


def ending_of(kind: str, game: Any, date: str) -> dict[str, Any]:
    """What a finished game records: its statistics record (None when the checks refuse it:
    a 10 000 game resumed from a save older than its counters) and each person's entry."""
    record: dict[str, Any] | None = game_record(kind, game, date).to_dict()
    try:
        GameRecord.from_dict(record)
    except ValueError:
        record = None
    entries = []
    for index, player in enumerate(game.players):
        if player.is_computer:
            continue
        entry: dict[str, Any] = {"name": fit_name(player.name), "date": date}
        if kind == "yams":
            entry["score"] = game.cards[index].total
        else:
            entry["score"] = game.totals[index]
            entry["turns"] = game.turns_played[index]
            entry["target"] = game.target
        entries.append(entry)
    return {"record": record, "highscores": entries}


def record_game_end(app: Any, kind: str, game: Any) -> bool:
    """Record a game that just ended (the tables' one call); True once all of it is on disk.

    Never raises because of the disk: a refused write is reported by the store, and what is
    not written stays in the finished save for the next start.
    """
    store: Storage | None = getattr(app, "store", None)
    stats = getattr(app, "stats", None)
    if store is None:  # no data folder: the statistics alone, as before
        if stats is not None:
            stats.game_finished(kind, game)
        return False
    game_id = game_id_of(game)
    ending = ending_of(kind, game, store._now_iso())
    state = game.to_dict()
    payload = {"version": SAVEGAME_VERSION, "kind": kind, "game_id": game_id,
               "saved_at": store._now_iso(), ENDED_KEY: ending, "state": state,
               COMPUTER_SEAT_KEY: computer_seat(state)}
    try:
        store._write(save_file(kind), payload)  # its own game's save: the other's untouched
        return _complete(store, stats, kind, game_id, ending)
    except (OSError, TypeError, ValueError):  # the store reports what it could not write
        return False


def complete_pending_end(store: Storage, stats: Any) -> bool:
    """At start: finish the bookkeeping of every finished game still waiting (the finished
    save, and those set apart from later games) and clear each; True if there was one.

    A finished save that is damaged is set aside like any damaged save (with its notice).
    """
    store.migrate_single_save()  # an old single save first: a finished one goes waiting
    found = False
    for name in waiting_files(store.data_dir):
        found = _complete_file(store, stats, name, _remover(store, name)) or found
    for kind in GAME_KINDS:
        if _looks_finished(store, save_file(kind)):
            found = _complete_file(store, stats, save_file(kind), _clearer(store, kind),
                                   kind) or found
    return found


def _clearer(store: Storage, kind: str) -> Callable[[], bool]:
    """Clears the save of ``kind`` (only that game's) once its end is recorded."""
    return lambda: store.clear_game(kind)


def _complete_file(store: Storage, stats: Any, file_name: str,
                   clear: Callable[[], bool], slot: str | None = None) -> bool:
    """Complete the finished save in ``file_name`` (the save file of the game ``slot``, whose
    kind it must be); False when it was damaged (set aside)."""
    def check(data: dict[str, Any]) -> tuple[str, str, dict[str, Any]]:
        read = validate_ended_save(data)
        if slot is not None and read[0] != slot:
            raise DamagedFileError("a finished save of another game in this save file")
        return read

    read = store._read(file_name, SAVEGAME_VERSION, check)
    if read is None:
        return False
    kind, game_id, ending = read
    try:
        _complete(store, stats, kind, game_id, ending, clear)
    except (OSError, TypeError, ValueError):  # the store reports what it could not write
        pass
    return True


def _remover(store: Storage, file_name: str) -> Callable[[], bool]:
    """Removes a finished game's own waiting file once it is recorded (False: refused)."""
    def remove() -> bool:
        try:
            os.unlink(store.path(file_name))
        except FileNotFoundError:
            pass
        except OSError:
            store.write_failed(file_name)
            return False
        return True
    return remove


def _complete(store: Storage, stats: Any, kind: str, game_id: str,
              ending: Mapping[str, Any], clear: Callable[[], bool] | None = None) -> bool:
    """Steps 2-4: statistics, high scores, then (only if both are written) clear the save
    (``clear``: the saved game by default)."""
    written = True
    if stats is not None and ending["record"] is not None:
        written = stats.record_game(GameRecord.from_dict(ending["record"]), game_id)
    entries = [(HighScore(e["name"], e["score"], e["date"], e.get("turns")), e.get("target"))
               for e in ending["highscores"]]
    written = store.record_highscores(kind, game_id, entries) and written
    if written:
        return (clear or _clearer(store, kind))()
    return False


def _looks_finished(store: Storage, file_name: str) -> bool:
    """A cheap look: is the save file ``file_name`` a finished save? (Anything unreadable is
    left for the resume to judge, as before.)"""
    path = store.path(file_name)
    try:
        if not path.is_file() or path.stat().st_size > 256 * 1024:
            return False
        data = json.loads(path.read_bytes().decode("utf-8-sig"))
    except (OSError, ValueError, RecursionError):
        return False
    return isinstance(data, dict) and ENDED_KEY in data


def is_ended_save(data: Mapping[str, Any]) -> bool:
    """True when a loaded ``savegame.json`` object is a finished save (nothing to resume)."""
    return ENDED_KEY in data


def validate_ended_save(data: dict[str, Any]) -> tuple[str, str, dict[str, Any]]:
    """Check a finished save; return ``(kind, game_id, ending)`` or raise DamagedFileError."""
    try:
        unknown = set(data) - {"version", "kind", "game_id", "saved_at", ENDED_KEY, "state",
                               COMPUTER_SEAT_KEY}
        if unknown:
            raise ValueError(f"unknown keys {sorted(unknown)[:3]}")
        kind = data.get("kind")
        if kind not in GAME_KINDS:
            raise ValueError("unknown game kind")
        game_id = check_game_id(data.get("game_id"))
        if not game_id:
            raise ValueError("a finished save needs its game id")
        ending = data.get(ENDED_KEY)
        if not isinstance(ending, dict) or set(ending) != {"record", "highscores"}:
            raise ValueError("ended is not a record and high scores")
        record = ending["record"]
        people: list[tuple[str, int]] | None = None
        if record is not None:
            parsed = GameRecord.from_dict(record)
            if parsed.kind != kind:
                raise ValueError("the record is of another game")
            people = [(r.name, r.total) for r in parsed.players if not r.computer]
        entries = ending["highscores"]
        if not isinstance(entries, list) or len(entries) > MAX_ENDED_ENTRIES:
            raise ValueError("bad high-score entries")
        for entry in entries:
            _check_entry(entry, kind, record, people)
        ending = _names_in_one_form(ending)  # as the game keeps them (older files differ)
        _check_replay(str(kind), game_id, data, ending)
    except DamagedFileError:
        raise
    except (ValueError, TypeError, KeyError, AttributeError) as error:
        raise DamagedFileError(f"damaged finished save: {error}") from None
    return str(kind), game_id, ending


def _names_in_one_form(ending: Mapping[str, Any]) -> dict[str, Any]:
    """A copy of a checked ending with every name as the game keeps names (NFC, trimmed)."""
    record = ending["record"]
    if record is not None:
        record = {**record, "players": [{**p, "name": normal_name(p["name"])}
                                        for p in record["players"]]}
    return {"record": record,
            "highscores": [{**e, "name": normal_name(e["name"])} for e in ending["highscores"]]}


def _check_replay(kind: str, game_id: str, data: Mapping[str, Any],
                  ending: Mapping[str, Any]) -> None:
    """The ending a finished save claims is the one its own game gives: the save carries
    the finished game, which has the save's id, and whose end records the very same
    statistics record and people's entries at the ending's date."""
    if "state" not in data:
        raise DamagedFileError("a finished save without its game")
    state = data["state"]
    game = finished_game(kind, state)
    check_computer_seat(data, state)
    if game_id_of(game) != game_id:
        raise DamagedFileError("the finished game is not the save's game")
    dates = {e.get("date") for e in ending["highscores"]}
    if ending["record"] is not None:
        dates.add(ending["record"].get("date"))
    if len(dates) != 1:
        raise DamagedFileError("the ending's dates are not one moment")
    (date,) = dates
    if not same_json(ending_of(kind, game, str(date)), ending):
        raise DamagedFileError("the ending is not what its game records")


def _check_entry(entry: Any, kind: str, record: Any,
                 people: list[tuple[str, int]] | None) -> None:
    """One high-score entry of a finished save: valid, and a person of its game's record."""
    if not isinstance(entry, dict):
        raise ValueError("an entry is not an object")
    allowed = {"name", "score", "date"} | ({"turns", "target"} if kind == "farkle" else set())
    if set(entry) != allowed:
        raise ValueError("an entry has the wrong fields")
    plain = {k: v for k, v in entry.items() if k != "target"}
    validate_highscore_entry(plain, kind)
    HighScore.from_dict(plain)
    if kind == "farkle":
        from game.engine.farkle import TARGETS

        if entry["target"] not in TARGETS or (
                record is not None and record.get("target") != entry["target"]):
            raise ValueError("an entry's target is not its game's")
    if people is not None and (normal_name(entry["name"]), entry["score"]) not in people:
        raise ValueError("an entry is not a person of the recorded game")
