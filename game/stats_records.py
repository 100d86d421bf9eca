"""The records of finished games and the bounds every statistic keeps: :class:`GameRecord` /
:class:`PlayerResult` (one finished game as written in ``stats.json``, checked against the
rules by ``from_dict``), :func:`game_record` (the record of a finished engine game) and the
limits (``MAX_TOTAL``, ``MAX_GAMES``, ...). Pure; :mod:`game.statistics` re-exports every
name, so the screen and the storage read them from there."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from functools import cache
from typing import Any

from game.engine.players import normal_name
from game.rules.yams import (
    PENTA_BONUS,
    PENTA_POINTS,
    UPPER_BONUS,
    UPPER_BONUS_THRESHOLD,
    UPPER_BOXES,
    Box,
    max_total,
)
from game.theme import NAME_MAX_LENGTH

KINDS = ("yams", "farkle")
"""Game kinds with statistics; "farkle" is 10 000."""

FARKLE_TARGETS = (5_000, 10_000, 15_000)
"""The 10 000 targets a record may name (F10)."""

FACES = (1, 2, 3, 4, 5, 6)
"""The faces of a die."""

RECENT_GAMES = 20
"""Totals shown on the line chart (the last games)."""

FORM_GAMES = 10
"""Games behind the "recent form" mean."""

MAX_NAME_LENGTH = NAME_MAX_LENGTH
"""Longest name a record may hold: the New Game limit, as in every other file."""

class _MaxTotals(Mapping[str, int]):
    """Yams' bound is worked out from the rules on first use, not at import (~0.1 s)."""

    def __getitem__(self, kind: str) -> int:
        if kind == "yams":
            return int(max_total())
        if kind == "farkle":
            return 1_000_000
        raise KeyError(kind)

    def __iter__(self) -> Iterator[str]:
        return iter(KINDS)

    def __len__(self) -> int:
        return len(KINDS)


MAX_TOTAL: Mapping[str, int] = _MaxTotals()
"""Highest total a record or tally may hold, per kind (the best Yams card; for 10 000 the
saves' own bound, far beyond any target), so no mean or chart meets an absurd number."""

MAX_COUNT = 1_000_000
"""Most turns, busts or hot dice one player's game may count (far beyond any real game)."""

MAX_GAMES = 100_000
"""Most games one tally (or the rolled-up count) may hold: ten games a day for 27 years. With
these bounds every sum stays far inside a float (no OverflowError on the screen), and the
histograms, which list every game's total, stay quick to draw."""

MAX_FACE_COUNT = 10**12
"""Most times one face may have been counted (a million dice a day for 2 700 years)."""

BANK_STEP = 50
"""Every 10 000 score is a multiple of this."""


# --- records ----------------------------------------------------------------------------------


def _int(value: Any, what: str, minimum: int = 0, maximum: int | None = None) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < minimum \
            or (maximum is not None and value > maximum):
        shown = repr(value) if len(repr(value)) <= 40 else repr(value)[:37] + "..."
        raise ValueError(f"{what} {shown} is not an integer in {minimum}..{maximum}")
    return value


def check_name(name: Any) -> str:
    """A player's name in the statistics: 1..MAX_NAME_LENGTH printable characters, not only
    spaces (no NUL byte or newline reaches a screen that draws it)."""
    shown = repr(name) if len(repr(name)) <= 40 else repr(name)[:37] + "..."
    if not isinstance(name, str):
        raise ValueError(f"bad player name {shown}")
    name = normal_name(name)  # one player, however the name was typed (NFC, no spaces around)
    if not name or len(name) > MAX_NAME_LENGTH or not name.isprintable():
        raise ValueError(f"bad player name {shown}")
    return str(name)


@dataclass(frozen=True)
class PlayerResult:
    """One player's part of a finished game.

    Yams fills ``boxes`` (13 points in :class:`Box` order) and ``penta_bonuses``; 10 000 fills
    ``turns``, ``busts``, ``hot_dice`` and ``banks`` (the points of every banked turn).
    """

    name: str
    computer: bool
    total: int
    place: int
    boxes: tuple[int, ...] = ()
    penta_bonuses: int = 0
    turns: int = 0
    busts: int = 0
    hot_dice: int = 0
    banks: tuple[int, ...] = ()

    @property
    def upper_bonus(self) -> bool:
        """Yams: the upper boxes (the first six) reached the bonus threshold."""
        return sum(self.boxes[:len(UPPER_BOXES)]) >= UPPER_BONUS_THRESHOLD

    @property
    def pentas(self) -> int:
        """Yams: Pentas scored (the Penta box at 50, plus each bonus Penta)."""
        if not self.boxes:
            return 0
        return (self.boxes[Box.PENTA.value] == PENTA_POINTS) + self.penta_bonuses

    @property
    def best_turn(self) -> int:
        """10 000: the biggest turn banked (0 when none)."""
        return max(self.banks, default=0)

    def to_dict(self, kind: str) -> dict[str, Any]:
        """Return the result as a JSON-able dict holding only ``kind``'s fields."""
        data: dict[str, Any] = {"name": self.name, "computer": self.computer,
                                "total": self.total, "place": self.place}
        if kind == "yams":
            data["boxes"] = list(self.boxes)
            data["penta_bonuses"] = self.penta_bonuses
        else:
            data.update(turns=self.turns, busts=self.busts, hot_dice=self.hot_dice,
                        banks=list(self.banks))
        return data

    @classmethod
    def from_dict(cls, data: Any, kind: str) -> PlayerResult:
        """Read and check one result of a ``kind`` game; ValueError when it breaks a rule."""
        if not isinstance(data, dict):
            raise ValueError("a player result is not an object")
        name = check_name(data.get("name"))
        computer = data.get("computer")
        if not isinstance(computer, bool):
            raise ValueError(f"computer flag {computer!r} is not true/false")
        total = _int(data.get("total"), "total", 0, MAX_TOTAL[kind])
        place = _int(data.get("place"), "place", 1, 7)
        if kind == "yams":
            raw = data.get("boxes")
            if not isinstance(raw, list) or len(raw) != len(Box):
                raise ValueError("a Yams result needs 13 boxes")
            boxes = tuple(_int(p, "box points") for p in raw)
            bonuses = _int(data.get("penta_bonuses", 0), "Penta bonuses", 0, len(Box) - 1)
            for points, legal in zip(boxes, _legal_points(), strict=True):
                if points not in legal:
                    raise ValueError(f"{points} is not a score of its box")
            if bonuses and boxes[Box.PENTA.value] != PENTA_POINTS:
                raise ValueError("Penta bonuses need 50 in the Penta box (Y7)")
            # Y12, Y13 (as Scorecard.total, written out: thousands of records load at once)
            upper = sum(boxes[:len(UPPER_BOXES)])
            sheet = sum(boxes) + PENTA_BONUS * bonuses + (
                UPPER_BONUS if upper >= UPPER_BONUS_THRESHOLD else 0)
            if sheet != total:
                raise ValueError(f"the sheet adds up to {sheet}, not {total}")
            return cls(name, computer, total, place, boxes=boxes, penta_bonuses=bonuses)
        raw_banks = data.get("banks")
        if not isinstance(raw_banks, list) or len(raw_banks) > MAX_COUNT:
            raise ValueError("a 10 000 result needs its banked turns")
        banks = tuple(_int(p, "banked points", BANK_STEP, total) for p in raw_banks)
        if any(p % BANK_STEP for p in banks) or sum(banks) != total:
            raise ValueError("banked turns do not add up to the total")
        turns = _int(data.get("turns"), "turns", 0, MAX_COUNT)
        busts = _int(data.get("busts"), "busts", 0, MAX_COUNT)
        hot = _int(data.get("hot_dice"), "hot dice", 0, MAX_COUNT)
        if turns != busts + len(banks):
            raise ValueError("every turn ends in a bank or a bust")
        return cls(name, computer, total, place, turns=turns, busts=busts, hot_dice=hot,
                   banks=banks)


@cache
def _legal_points() -> tuple[frozenset[int], ...]:
    """Every score each box can hold (Joker scores of Y7 included), in Box order, by the rules."""
    from itertools import combinations_with_replacement

    from game.rules.yams import joker_score, score

    legal = []
    for box in Box:
        values: set[int] = {0}
        for dice in combinations_with_replacement(FACES, 5):
            values.add(score(box, dice))
            values.add(joker_score(box, dice))
        legal.append(frozenset(values))
    return tuple(legal)


@dataclass(frozen=True)
class GameRecord:
    """One finished game: its kind, 10 000 target, ISO date and the players' results."""

    kind: str
    date: str
    players: tuple[PlayerResult, ...]
    target: int | None = None

    def to_dict(self) -> dict[str, Any]:
        """Return the record as a JSON-able dict (one line of ``stats.json``)."""
        data: dict[str, Any] = {"kind": self.kind, "date": self.date}
        if self.target is not None:
            data["target"] = self.target
        data["players"] = [p.to_dict(self.kind) for p in self.players]
        return data

    @classmethod
    def from_dict(cls, data: Any) -> GameRecord:
        """Read and check a record; ValueError when it is not a game the rules allow."""
        if not isinstance(data, dict):
            raise ValueError("a game record is not an object")
        kind = data.get("kind")
        if kind not in KINDS:
            raise ValueError(f"unknown game kind {kind!r}")
        date = data.get("date")
        if not isinstance(date, str):
            raise ValueError("a game record needs its date")
        datetime.fromisoformat(date)  # ValueError when it is not a date
        target = data.get("target")
        if kind == "farkle" and target not in FARKLE_TARGETS:
            raise ValueError(f"bad 10 000 target {target!r}")
        if kind == "yams" and target is not None:
            raise ValueError("a Yams game has no target")
        raw = data.get("players")
        if not isinstance(raw, list) or not 1 <= len(raw) <= 7:
            raise ValueError("a game has 1 to 7 players")
        players = tuple(PlayerResult.from_dict(p, kind) for p in raw)
        if [p.place for p in players] != places([p.total for p in players]):
            raise ValueError("places do not follow the totals")
        if isinstance(target, int) and max(p.total for p in players) < target:
            raise ValueError("a finished 10 000 game has someone at the target")
        return cls(kind, date, players, target)


def places(totals: Sequence[int]) -> list[int]:
    """Place of each total (1 = best); equal totals share the better place."""
    return [1 + sum(1 for other in totals if other > total) for total in totals]


def game_record(kind: str, game: Any, date: str) -> GameRecord:
    """The record of a finished engine game (``YamsGame`` or ``FarkleGame``) played at ``date``."""
    if kind == "yams":
        totals = [card.total for card in game.cards]
        results = tuple(
            PlayerResult(player.name, player.is_computer, card.total, place,
                         boxes=tuple(p or 0 for p in card.boxes),
                         penta_bonuses=card.bonus_pentas)
            for player, card, place in zip(game.players, game.cards, places(totals), strict=True))
        return GameRecord("yams", date, results)
    if kind == "farkle":
        totals = list(game.totals)
        results = tuple(
            PlayerResult(player.name, player.is_computer, game.totals[i], place,
                         turns=game.turns_played[i], busts=game.busts[i],
                         hot_dice=game.hot_dice[i], banks=tuple(game.banks[i]))
            for i, (player, place) in enumerate(zip(game.players, places(totals), strict=True)))
        return GameRecord("farkle", date, results, target=game.target)
    raise ValueError(f"unknown game kind {kind!r}")

