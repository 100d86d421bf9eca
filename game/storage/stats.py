"""The statistics file: every finished game and every die face thrown, kept small.

``stats.json`` in the data folder, beside the high scores, written atomically by the same
:class:`~game.storage.store.Storage` plumbing::

    {"version": 1,
     "games":   [GameRecord.to_dict(), ...],            # oldest first, at most MAX_GAME_RECORDS
     "archive": [{"kind", "name", "computer", "tally": PlayerTally.to_dict()}, ...],
     "faces":   {"yams": {"human": [n1..n6], "computer": [...]}, "farkle": {...}}}

When more than :data:`MAX_GAME_RECORDS` games are kept, the oldest are rolled up into their
players' ``archive`` tallies (sums, so every mean and rate stays exact; only the old games' own
totals leave the charts). The faces are counts, never a log of throws.

:func:`validate_stats` is the file's validator: every record and tally is checked against the
rules by :mod:`game.statistics`; anything wrong makes the whole file damaged, so it is set aside
as ``stats.json.<time>.bak`` with the ``storage.damaged_stats`` message and a fresh one starts.

:class:`StatsRecorder` is what the app owns (``App.stats``): the tables call
:meth:`~StatsRecorder.dice_thrown` when the engine rolls and :meth:`~StatsRecorder.game_finished`
when a game ends. A finished game is written at once; face counts are written with it, every
:data:`FLUSH_THROWS` dice, and when the app closes (:meth:`~StatsRecorder.flush`).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from game.statistics import (
    PlayerKey,
    PlayerTally,
)
from game.stats_records import (
    FACES,
    KINDS,
    MAX_FACE_COUNT,
    MAX_GAMES,
    GameRecord,
    check_name,
    game_record,
)
from game.storage.gameids import RECORDED_IDS_KEPT, check_id_list, remember_id
from game.storage.store import STATS_FILE, Storage
from game.storage.validators import DamagedFileError

STATS_VERSION = 1
"""Format version of stats.json written by this code."""

MAX_GAME_RECORDS = 1000
"""Games kept one by one (about 400 kB); older ones are rolled up into per-player tallies."""

MAX_ARCHIVE = 500
"""Rolled-up players kept (one tally per game kind, name and computer flag). Past it, the
tallies of the players with the fewest games go (their games stay counted in the totals of
games played); a file holding more is not one this game wrote and is set aside unread."""

FLUSH_THROWS = 60
"""Dice counted in memory before the face counts are written anyway."""

THROWERS = ("human", "computer")
"""Whose dice: people's and the computer's are counted apart."""


def _empty_faces() -> dict[str, dict[str, list[int]]]:
    return {kind: {who: [0] * len(FACES) for who in THROWERS} for kind in KINDS}


@dataclass
class StatsData:
    """The content of ``stats.json``: kept games, rolled-up tallies, face counts."""

    records: list[GameRecord] = field(default_factory=list)
    archive: dict[PlayerKey, PlayerTally] = field(default_factory=dict)
    faces: dict[str, dict[str, list[int]]] = field(default_factory=_empty_faces)
    rolled_games: dict[str, int] = field(default_factory=dict)
    """Games rolled up per kind (the archive's tallies count each game once per player)."""
    game_ids: list[str] = field(default_factory=list)
    """Ids of the last games recorded (``game.storage.gameids``): each is recorded once."""

    def add_game(self, record: GameRecord) -> None:
        """Keep ``record``; roll the oldest games up once more than the cap are kept."""
        self.records.append(record)
        excess = len(self.records) - MAX_GAME_RECORDS
        if excess > 0:
            for old in self.records[:excess]:
                self.rolled_games[old.kind] = self.rolled_games.get(old.kind, 0) + 1
                for result in old.players:
                    key = (old.kind, result.name, result.computer)
                    self.archive.setdefault(key, PlayerTally()).add(result, old.target)
            del self.records[:excess]
            self._cap_archive()

    def _cap_archive(self) -> None:
        """Keep at most MAX_ARCHIVE tallies: those of the players with the most games."""
        if len(self.archive) <= MAX_ARCHIVE:
            return
        ranked = sorted(self.archive, key=lambda key: (-self.archive[key].games, key))
        for key in ranked[MAX_ARCHIVE:]:
            del self.archive[key]

    def add_faces(self, kind: str, faces: Iterable[int], *, computer: bool) -> int:
        """Count thrown faces (1..6); return how many dice were counted."""
        counts = self.faces[kind]["computer" if computer else "human"]
        thrown = 0
        for face in faces:
            if face not in FACES:
                raise ValueError(f"a die shows 1 to 6, not {face!r}")
            counts[face - 1] = min(counts[face - 1] + 1, MAX_FACE_COUNT)
            thrown += 1
        return thrown

    def face_counts(self, kind: str | None = None, who: str | None = None) -> list[int]:
        """Counts of faces 1..6 of one kind and thrower, or summed over all when None."""
        total = [0] * len(FACES)
        for k in KINDS if kind is None else (kind,):
            for w in THROWERS if who is None else (who,):
                total = [a + b for a, b in zip(total, self.faces[k][w], strict=True)]
        return total

    def games_played(self, kind: str | None = None) -> int:
        """Games finished (rolled-up ones included; kind only when given)."""
        kept = sum(1 for r in self.records if kind is None or r.kind == kind)
        return kept + sum(self.rolled_games.get(k, 0) for k in KINDS if kind in (None, k))

    def to_dict(self) -> dict[str, Any]:
        """Return the whole file's content as a JSON-able dict."""
        return {
            "version": STATS_VERSION,
            "games": [r.to_dict() for r in self.records],
            "archive": [{"kind": k, "name": n, "computer": c, "tally": t.to_dict()}
                        for (k, n, c), t in sorted(self.archive.items())],
            "rolled_games": {k: self.rolled_games.get(k, 0) for k in KINDS},
            "faces": {k: {w: list(self.faces[k][w]) for w in THROWERS} for k in KINDS},
            "game_ids": list(self.game_ids),
        }


def validate_stats(data: dict[str, Any]) -> StatsData:
    """Check a loaded ``stats.json`` object and build its :class:`StatsData`.

    Raises :class:`~game.storage.store.DamagedFileError` (or ValueError) when any part is not
    what this game writes: a record the rules refuse, a contradictory tally, a negative count.
    """
    raw_games = data.get("games", [])
    # The counts are checked before any record is read: a file of 150 000 games is refused
    # at once instead of after seconds of checking games this game never writes.
    if not isinstance(raw_games, list):
        raise DamagedFileError("games is not a list")
    if len(raw_games) > MAX_GAME_RECORDS:
        raise DamagedFileError(f"more than {MAX_GAME_RECORDS} games kept")
    raw_archive = data.get("archive", [])
    if not isinstance(raw_archive, list):
        raise DamagedFileError("archive is not a list")
    if len(raw_archive) > MAX_ARCHIVE:
        raise DamagedFileError(f"more than {MAX_ARCHIVE} rolled-up players")
    records = [GameRecord.from_dict(r) for r in raw_games]
    archive: dict[PlayerKey, PlayerTally] = {}
    written: set[tuple[Any, Any, Any]] = set()
    for entry in raw_archive:
        if not isinstance(entry, dict):
            raise DamagedFileError("an archive entry is not an object")
        kind, name, computer = entry.get("kind"), entry.get("name"), entry.get("computer")
        if kind not in KINDS or not isinstance(computer, bool):
            raise DamagedFileError("an archive entry has a bad kind or computer flag")
        key = (kind, check_name(name), computer)
        tally = PlayerTally.from_dict(entry.get("tally"), kind)
        if (kind, name, computer) in written:
            raise DamagedFileError(f"two archive entries for {key!r}")
        written.add((kind, name, computer))
        if key in archive:  # the same name typed another way (NFD, spaces): one player
            archive[key].merge(tally)
        else:
            archive[key] = tally
    raw_rolled = data.get("rolled_games", {})
    if not isinstance(raw_rolled, dict):
        raise DamagedFileError("rolled_games is not an object")
    rolled: dict[str, int] = {}
    for kind in KINDS:
        count = raw_rolled.get(kind, 0)
        if isinstance(count, bool) or not isinstance(count, int) or not 0 <= count <= MAX_GAMES:
            raise DamagedFileError(f"bad rolled-up game count {count!r}")
        most = max((t.games for (k, _, _), t in archive.items() if k == kind), default=0)
        if count < most:
            raise DamagedFileError("fewer rolled-up games than a player's archived games")
        rolled[kind] = count
    raw_faces = data.get("faces", {})
    if not isinstance(raw_faces, dict):
        raise DamagedFileError("faces is not an object")
    faces = _empty_faces()
    for kind in KINDS:
        per_kind = raw_faces.get(kind, {})
        if not isinstance(per_kind, dict):
            raise DamagedFileError(f"faces of {kind} is not an object")
        for who in THROWERS:
            counts = per_kind.get(who, [0] * len(FACES))
            if (not isinstance(counts, list) or len(counts) != len(FACES) or any(
                    isinstance(c, bool) or not isinstance(c, int)
                    or not 0 <= c <= MAX_FACE_COUNT for c in counts)):
                raise DamagedFileError(f"bad face counts for {kind}/{who}")
            faces[kind][who] = list(counts)
    game_ids = check_id_list(data.get("game_ids", []), RECORDED_IDS_KEPT)
    return StatsData(records, archive, faces, rolled, game_ids)


def _parse(data: dict[str, Any]) -> StatsData:
    return validate_stats(data)


class StatsRecorder:
    """Records finished games and thrown dice into ``stats.json`` (owned by the app).

    Every write starts from what is on disk: when the file changed since this recorder last
    read or wrote it (another writer), it is read again and what this recorder has not yet
    written (dice thrown, games finished) is added to it; nothing is written from an old read.
    Never raises because of the disk: a damaged file is set aside by the store (with its
    message) and a fresh one starts; a refused write is reported and retried at the next one.
    """

    def __init__(self, store: Storage) -> None:
        """Record through ``store`` (its data folder, clock and messages); nothing read yet."""
        self.store = store
        self._data: StatsData | None = None
        self._pending = StatsData()
        """Faces thrown since the file was last read (a roll never waits for the disk)."""
        self._unsaved = StatsData()
        """Faces thrown since the file was last written (added again after a re-read)."""
        self._unsaved_games: list[tuple[GameRecord, str | None]] = []
        """Games kept since the file was last written, with their ids (None: no id)."""
        self._unsaved_throws = 0
        self._seen: tuple[int, int, int] | None = None
        """The file as this recorder last read or wrote it (inode, size, modification time)."""

    @property
    def data(self) -> StatsData:
        """The statistics, read from the file the first time they are needed."""
        if self._data is None:
            self._data = self._read_disk()
        if self._pending.face_counts() != [0] * len(FACES):
            _add_faces(self._data, self._pending)
            self._pending = StatsData()
        return self._data

    def _read_disk(self) -> StatsData:
        """What ``stats.json`` holds now (a fresh start when missing or damaged)."""
        self._seen = self._file_signature()
        return self.store._read(STATS_FILE, STATS_VERSION, _parse) or StatsData()

    def _file_signature(self) -> tuple[int, int, int] | None:
        try:
            found = self.store.path(STATS_FILE).stat()
        except OSError:
            return None
        return (found.st_ino, found.st_size, found.st_mtime_ns)

    def catch_up(self) -> StatsData:
        """The statistics as the file holds them now: read again when another copy of the
        game wrote it since this recorder last saw it (this recorder's unwritten games and
        dice added), so a screen opened after another copy cleared them shows them cleared."""
        data = self.data
        if self._file_signature() != self._seen:
            data = self._read_disk()
            _add_faces(data, self._unsaved)
            for record, game_id in self._unsaved_games:
                if game_id is None or game_id not in data.game_ids:
                    _add_game(data, record, game_id)
            self._data, self._pending = data, StatsData()
        return data

    def clear(self) -> bool:
        """Forget every game and die counted (ruling S32): one atomic write of an empty
        file, the high scores untouched. The ids of the games already counted stay, so a
        second copy counting one of them again is a no-op; dice thrown before the clear and
        not yet written are dropped. False when the disk refused (reported): nothing is
        forgotten then, on disk or here."""
        kept_ids = list(self.catch_up().game_ids)
        cleared = StatsData(game_ids=kept_ids)
        try:
            written = self.store.write_file(STATS_FILE, cleared.to_dict())
        except (ValueError, TypeError, RecursionError):  # reported by the store
            written = False
        if not written:
            return False
        self._data, self._pending, self._seen = cleared, StatsData(), self._file_signature()
        self._unsaved, self._unsaved_games, self._unsaved_throws = StatsData(), [], 0
        return True

    def dice_thrown(self, kind: str, faces: Iterable[int], *, computer: bool) -> None:
        """Count the faces of the dice one roll threw (held dice are not thrown)."""
        faces = list(faces)
        self._unsaved_throws += self._pending.add_faces(kind, faces, computer=computer)
        self._unsaved.add_faces(kind, faces, computer=computer)
        if self._unsaved_throws >= FLUSH_THROWS:
            self.flush()

    def game_finished(self, kind: str, game: Any) -> GameRecord | None:
        """Record a finished engine game (``YamsGame`` / ``FarkleGame``) and write the file.

        A game the checks refuse (a 10 000 game resumed from a save older than its statistics
        counters, whose banked turns do not add up) is not kept, so the file stays valid;
        None is returned then.
        """
        record = game_record(kind, game, self.store._now_iso())
        try:
            GameRecord.from_dict(record.to_dict())
        except ValueError:
            return None
        self.add_records([record])
        return record

    def record_game(self, record: GameRecord, game_id: str) -> bool:
        """Keep one finished game under its id and write the file; a game already recorded
        (its id is in the file) is a no-op. False when the disk refused (reported)."""
        data = self.data
        if game_id in data.game_ids and self._file_signature() == self._seen:
            return True
        if game_id not in data.game_ids:
            _add_game(data, record, game_id)
            self._unsaved_games.append((record, game_id))
        return self.flush(force=True)

    def add_records(self, records: Iterable[GameRecord]) -> None:
        """Keep finished games (any number, e.g. a history for screenshots) and write once."""
        data = self.data
        for record in records:
            data.add_game(record)
            self._unsaved_games.append((record, None))
        self.flush(force=True)

    def flush(self, *, force: bool = False) -> bool:
        """Write the file if anything is unsaved (or ``force``); False when the disk refused.

        The file is read again first when it changed since this recorder last saw it, and
        this recorder's unwritten games and dice are added to what it holds.
        """
        if not (force or self._unsaved_throws or self._unsaved_games):
            return True
        data = self.catch_up()  # someone else wrote it: start from disk
        try:  # compact: the file is read by the game, and indented JSON is written slowly
            written = self.store.write_file(STATS_FILE, data.to_dict())
        except (ValueError, TypeError, RecursionError):  # reported by the store
            written = False
        if not written:
            return False
        self._seen = self._file_signature()
        self._unsaved, self._unsaved_games, self._unsaved_throws = StatsData(), [], 0
        return True


def _add_faces(data: StatsData, extra: StatsData) -> None:
    """Add ``extra``'s face counts to ``data``'s (each count capped as the file keeps it)."""
    for kind in KINDS:
        for who in THROWERS:
            data.faces[kind][who] = [min(a + b, MAX_FACE_COUNT) for a, b in zip(
                data.faces[kind][who], extra.faces[kind][who], strict=True)]


def _add_game(data: StatsData, record: GameRecord, game_id: str | None) -> None:
    """Keep ``record`` in ``data`` (under ``game_id`` when it has one)."""
    data.add_game(record)
    if game_id is not None:
        data.game_ids = remember_id(data.game_ids, game_id, RECORDED_IDS_KEPT)
