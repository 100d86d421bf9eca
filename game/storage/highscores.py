"""The high-score tables' entries and their reading: :class:`HighScore` (one line of a table),
which table a game enters (:func:`table_key`), a version 1 or 2 ``highscores.json`` parsed
into tables, and a new entry's place. The store (:class:`game.storage.store.Storage`) reads,
migrates and writes the file."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, TypeGuard

from game.engine.farkle import DEFAULT_TARGET as FARKLE_DEFAULT_TARGET
from game.engine.farkle import TARGETS as FARKLE_TARGETS
from game.engine.players import normal_name
from game.storage.jsontext import writable_part
from game.storage.validators import GAME_KINDS, DamagedFileError, validate_highscores

HIGHSCORE_TABLES = ("yams", *(f"farkle.{target}" for target in FARKLE_TARGETS))
"""The high-score tables: Yams, and 10 000 once per target ("farkle.5000", ...)."""

MAX_HIGHSCORES = 10
"""Entries kept per table."""

MAX_HIGHSCORES_READ = 100
"""Entries a high-score table may have on disk: more is not a file this game wrote (it
writes MAX_HIGHSCORES), and the file is set aside instead of being sorted for seconds."""


@dataclass(frozen=True)
class HighScore:
    """One line of a high-score table; ``turns`` is set for 10 000 only."""

    name: str
    score: int
    date: str
    turns: int | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.name, str):
            raise ValueError(f"name {self.name!r} is not a string")
        if normal_name(self.name):  # one player, however the name was typed
            object.__setattr__(self, "name", normal_name(self.name))
        if not _is_int(self.score):
            raise ValueError(f"score {self.score!r} is not an integer")
        if self.turns is not None and not (_is_int(self.turns) and self.turns >= 0):
            raise ValueError(f"turns {self.turns!r} is not a count")
        _parse_date(self.date)

    def to_dict(self) -> dict[str, Any]:
        """Return the entry as a JSON-able dict (``turns`` only when set)."""
        data: dict[str, Any] = {"name": self.name, "score": self.score, "date": self.date}
        if self.turns is not None:
            data["turns"] = self.turns
        return data

    @classmethod
    def from_dict(cls, data: Any) -> HighScore:
        """Build an entry from a dict; a wrong shape or type raises ValueError."""
        if not isinstance(data, dict):
            raise ValueError(f"entry {data!r} is not an object")
        try:
            return cls(data["name"], data["score"], data["date"], data.get("turns"))
        except KeyError as exc:
            raise ValueError(f"entry lacks {exc}") from None

    def sort_key(self) -> tuple[int, datetime]:
        """Order of the table: higher score first, then the earlier date first."""
        return (-self.score, _parse_date(self.date))


def table_key(kind: str, target: int | None = None) -> str:
    """The high-score table of a game: "yams", or "farkle.<target>" for 10 000.

    10 000 needs its ``target`` (one of ``game.engine.farkle.TARGETS``); Yams takes none.
    """
    _check_kind(kind)
    if kind == "yams":
        if target is not None:
            raise ValueError("Yams has no target")
        return "yams"
    if target not in FARKLE_TARGETS:
        raise ValueError(f"a 10 000 table needs a target of {FARKLE_TARGETS}, got {target!r}")
    return f"farkle.{target}"


def _parse_table(entries: Any, where: str) -> list[HighScore]:
    if not isinstance(entries, list):
        raise DamagedFileError(f"{where} is not a list")
    table = sorted((HighScore.from_dict(e) for e in entries), key=HighScore.sort_key)
    return table[:MAX_HIGHSCORES]


def _parse_highscores(
    data: dict[str, Any],
) -> tuple[dict[str, list[HighScore]], dict[str, Any], int]:
    """(tables, other top-level keys, file version) of a version 1 or 2 high-score file."""
    validate_highscores(data, MAX_HIGHSCORES_READ)
    version = data["version"]
    tables: dict[str, list[HighScore]] = {"yams": _parse_table(data.get("yams", []), "yams")}
    farkle = data.get("farkle", [] if version == 1 else {})
    if version == 1:
        # One list, the target never recorded: the default target's table (v2 migration).
        for target in FARKLE_TARGETS:
            tables[f"farkle.{target}"] = []
        tables[f"farkle.{FARKLE_DEFAULT_TARGET}"] = _parse_table(farkle, "farkle")
    else:
        if not isinstance(farkle, dict):
            raise DamagedFileError("farkle is not an object of targets")
        unknown = set(farkle) - {str(t) for t in FARKLE_TARGETS}
        if unknown:
            raise DamagedFileError(f"unknown 10 000 targets {sorted(unknown)}")
        for target in FARKLE_TARGETS:
            tables[f"farkle.{target}"] = _parse_table(farkle.get(str(target), []),
                                                      f"farkle {target}")
    # Kept as read, except a part the strict writer would refuse (NaN, a lone surrogate).
    extra = writable_part({k: v for k, v in data.items() if k not in ("version", *GAME_KINDS)})
    if "game_ids" in extra:  # the games already recorded (game.storage.ending)
        from game.storage.gameids import RECORDED_IDS_KEPT, check_id_list

        extra["game_ids"] = check_id_list(extra["game_ids"], RECORDED_IDS_KEPT)
    return tables, extra, version


def _rank(table: list[HighScore], entry: HighScore) -> int | None:
    """Return the 1-based place ``entry`` would take in ``table``, or None if outside the top."""
    key = entry.sort_key()
    place = 1 + sum(1 for e in table if e.sort_key() <= key)
    return place if place <= MAX_HIGHSCORES else None


def _check_kind(kind: str) -> None:
    if kind not in GAME_KINDS:
        raise ValueError(f"unknown game kind {kind!r}")


def _is_int(value: Any) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _parse_date(text: Any) -> datetime:
    if not isinstance(text, str):
        raise ValueError(f"date {text!r} is not a string")
    moment = datetime.fromisoformat(text)
    # Old or hand-made entries without a zone are read as UTC, so all dates compare.
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)
