"""Statistics of finished games and thrown dice: records, per-player tallies, a chi-square test.

Pure: no pygame, no files (except :func:`expert_box_means`, which reads one shipped asset), no
randomness. The storage (:mod:`game.storage.stats`) keeps the records; the "Statistici" screen
(:mod:`game.scenes.statistics`) only draws what this module computes.

- :class:`GameRecord` / :class:`PlayerResult`: one finished game, as written in ``stats.json``;
  ``from_dict`` checks a record against the rules (a Yams sheet is a legal complete card whose
  total is the one written; a 10 000 total is the sum of its banked turns, which are multiples
  of 50, and ``turns == busts + banks``; places follow the totals) and raises ValueError.
- :func:`game_record` builds the record of a finished engine game (Yams or 10 000).
- :class:`PlayerTally`: additive sums of one player's games, so old games can be rolled up into
  one tally and the file stays small; :func:`summarise` adds the rolled-up tally and the recent
  records into a :class:`PlayerSummary` (means, rates, last totals) for the screen.
- the charts' bins and the dice's chi-square test are :mod:`game.stats_math`'s (imported
  here too, so the screen reads everything from this one module).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from game.rules.yams import Box
from game.stats_math import (  # noqa: F401 - the screen's and the tests' names, kept here
    FAIR_P,
    LOADED_P,
    MIN_THROWS,
    Bin,
    ChiSquare,
    chi_square_uniform,
    fairness,
    histogram,
    nice_step,
    upper_gamma_q,
)
from game.stats_records import (  # noqa: F401 - the records' names, kept here
    BANK_STEP,
    FACES,
    FARKLE_TARGETS,
    FORM_GAMES,
    KINDS,
    MAX_COUNT,
    MAX_FACE_COUNT,
    MAX_GAMES,
    MAX_NAME_LENGTH,
    MAX_TOTAL,
    RECENT_GAMES,
    GameRecord,
    PlayerResult,
    _int,
    _legal_points,
    check_name,
    game_record,
    places,
)

# --- per-player tallies -----------------------------------------------------------------------


@dataclass
class PlayerTally:
    """Sums over some of one player's games of one kind; adding two tallies adds the games.

    ``total_counts`` maps a final total to how many games ended on it (the histogram of all
    games, rolled-up ones included); ``bank_counts`` maps a banked turn's points to how often
    it was banked (10 000); ``target_totals`` is ``total_counts`` per 10 000 target, so totals
    of a race to 5 000 are never charted with those of a race to 10 000 (tallies written before
    it existed have none: their games are in ``total_counts`` only).
    """

    games: int = 0
    wins: int = 0
    total_sum: int = 0
    best: int = 0
    box_sums: list[int] = field(default_factory=lambda: [0] * len(Box))
    upper_bonuses: int = 0
    pentas: int = 0
    turns: int = 0
    busts: int = 0
    hot_dice: int = 0
    best_turn: int = 0
    bank_counts: dict[int, int] = field(default_factory=dict)
    total_counts: dict[int, int] = field(default_factory=dict)
    target_totals: dict[int, dict[int, int]] = field(default_factory=dict)

    def add(self, result: PlayerResult, target: int | None = None) -> None:
        """Count one more game of this player (a 10 000 game played to ``target``)."""
        self.games += 1
        self.wins += result.place == 1
        self.total_sum += result.total
        self.best = max(self.best, result.total) if self.games > 1 else result.total
        for i, points in enumerate(result.boxes):
            self.box_sums[i] += points
        self.upper_bonuses += result.upper_bonus
        self.pentas += result.pentas
        self.turns += result.turns
        self.busts += result.busts
        self.hot_dice += result.hot_dice
        self.best_turn = max(self.best_turn, result.best_turn)
        for points in result.banks:
            self.bank_counts[points] = self.bank_counts.get(points, 0) + 1
        self.total_counts[result.total] = self.total_counts.get(result.total, 0) + 1
        if target is not None:
            at_target = self.target_totals.setdefault(target, {})
            at_target[result.total] = at_target.get(result.total, 0) + 1

    def merge(self, other: PlayerTally) -> None:
        """Add ``other``'s games to these."""
        if other.games == 0:
            return
        self.best = max(self.best, other.best) if self.games else other.best
        self.games += other.games
        self.wins += other.wins
        self.total_sum += other.total_sum
        self.box_sums = [a + b for a, b in zip(self.box_sums, other.box_sums, strict=True)]
        self.upper_bonuses += other.upper_bonuses
        self.pentas += other.pentas
        self.turns += other.turns
        self.busts += other.busts
        self.hot_dice += other.hot_dice
        self.best_turn = max(self.best_turn, other.best_turn)
        for points, count in other.bank_counts.items():
            self.bank_counts[points] = self.bank_counts.get(points, 0) + count
        for total, count in other.total_counts.items():
            self.total_counts[total] = self.total_counts.get(total, 0) + count
        for target, counts in other.target_totals.items():
            at_target = self.target_totals.setdefault(target, {})
            for total, count in counts.items():
                at_target[total] = at_target.get(total, 0) + count

    def to_dict(self) -> dict[str, Any]:
        """Return the tally as a JSON-able dict (``target_totals`` only when there are some)."""
        data = {"games": self.games, "wins": self.wins, "total_sum": self.total_sum,
                "best": self.best, "box_sums": list(self.box_sums),
                "upper_bonuses": self.upper_bonuses, "pentas": self.pentas,
                "turns": self.turns, "busts": self.busts, "hot_dice": self.hot_dice,
                "best_turn": self.best_turn,
                "bank_counts": {str(k): v for k, v in sorted(self.bank_counts.items())},
                "total_counts": {str(k): v for k, v in sorted(self.total_counts.items())}}
        if self.target_totals:
            data["target_totals"] = {
                str(target): {str(k): v for k, v in sorted(counts.items())}
                for target, counts in sorted(self.target_totals.items())}
        return data

    @classmethod
    def from_dict(cls, data: Any, kind: str = "farkle") -> PlayerTally:
        """Read and check a tally of a ``kind`` player; ValueError when its counts contradict
        each other or leave the bounds a game can reach (so every mean fits a float)."""
        if not isinstance(data, dict):
            raise ValueError("a tally is not an object")
        games = _int(data.get("games"), "games", 1, MAX_GAMES)
        top = MAX_TOTAL.get(kind, MAX_TOTAL["farkle"])
        most = {"games": MAX_GAMES, "wins": games, "total_sum": games * top, "best": top,
                "upper_bonuses": games, "pentas": games * len(Box), "turns": games * MAX_COUNT,
                "busts": games * MAX_COUNT, "hot_dice": games * MAX_COUNT, "best_turn": top}
        counts = {name: _int(data.get(name), name, 0, high) for name, high in most.items()}
        sums = data.get("box_sums")
        if not isinstance(sums, list) or len(sums) != len(Box):
            raise ValueError("a tally needs 13 box sums")
        banks = _counts(data.get("bank_counts"), "bank", top, counts["turns"])
        if any(points < BANK_STEP or points % BANK_STEP for points in banks):
            raise ValueError("banked points are multiples of 50")
        totals = _counts(data.get("total_counts"), "total", top, games)
        raw_targets = data.get("target_totals", {})
        if not isinstance(raw_targets, dict):
            raise ValueError("a tally's totals per target are not an object")
        by_target = {}
        for target, raw in raw_targets.items():
            if not isinstance(target, str) or not target.isdigit() \
                    or int(target) not in FARKLE_TARGETS:
                raise ValueError(f"bad 10 000 target {target!r}")
            by_target[int(target)] = _counts(raw, "total", top, games)
        for total in {t for counts in by_target.values() for t in counts}:
            if sum(counts.get(total, 0) for counts in by_target.values()) \
                    > totals.get(total, 0):
                raise ValueError("a tally counts more totals per target than in all")
        tally = cls(box_sums=[_int(s, "box sum", 0, games * max(legal))
                              for s, legal in zip(sums, _legal_points(), strict=True)],
                    bank_counts=banks,
                    total_counts=totals, target_totals=by_target, **counts)
        games = tally.games
        if games < 1 or tally.wins > games or tally.upper_bonuses > games:
            raise ValueError("a tally counts more wins or bonuses than games")
        if tally.best * games < tally.total_sum or tally.busts > tally.turns:
            raise ValueError("a tally's best or busts contradict its sums")
        if sum(banks.values()) + tally.busts != tally.turns:
            raise ValueError("a tally's turns are not its banks and busts")
        if (sum(totals.values()) != games or max(totals) != tally.best
                or sum(t * n for t, n in totals.items()) != tally.total_sum):
            raise ValueError("a tally's totals do not match its games, best and sum")
        return tally


def _counts(raw: Any, what: str, top: int, most: int) -> dict[int, int]:
    """Read ``{"value": count}`` with values 0..``top`` and counts 1..``most``."""
    if not isinstance(raw, dict) or len(raw) > top + 1:
        raise ValueError(f"a tally needs its {what} counts")
    counts: dict[int, int] = {}
    for key, count in raw.items():
        # Short decimal keys only: int() of a 5 000-digit key is refused by Python anyway.
        if not isinstance(key, str) or not key.isdigit() or len(key) > len(str(top)) \
                or int(key) > top:
            raise ValueError(f"bad {what} value {str(key)[:20]!r}")
        counts[int(key)] = _int(count, f"{what} count", 1, most)
    return counts


@dataclass(frozen=True)
class PlayerSummary:
    """What the screen shows of one player in one kind of game."""

    kind: str
    name: str
    computer: bool
    tally: PlayerTally
    totals: tuple[int, ...]
    """Totals of the games still kept one by one, oldest first (line chart, form)."""
    last_target: int | None = None
    """10 000: the target of the player's latest game kept one by one (None: none kept)."""
    kept_targets: tuple[int | None, ...] = ()
    """10 000: the target of each game of :attr:`totals`, in their order (empty: unknown)."""

    @property
    def games(self) -> int:
        """Games played (rolled-up ones included)."""
        return self.tally.games

    @property
    def win_rate(self) -> float:
        """Share of games finished first (ties count as wins)."""
        return self.tally.wins / self.games if self.games else 0.0

    @property
    def mean_total(self) -> float:
        """Mean final total."""
        return self.tally.total_sum / self.games if self.games else 0.0

    def all_totals(self) -> list[int]:
        """Every game's total (rolled-up games included), smallest first: the histogram's."""
        return [t for t, n in sorted(self.tally.total_counts.items()) for _ in range(n)]

    @property
    def targets(self) -> tuple[int, ...]:
        """10 000: the targets this player raced to, smallest first."""
        return tuple(sorted(t for t, counts in self.tally.target_totals.items() if counts))

    def totals_at(self, target: int) -> list[int]:
        """10 000: the totals of the games played to ``target``, smallest first (rolled-up
        games included, except those of tallies written before targets were counted)."""
        counts = self.tally.target_totals.get(target, {})
        return [t for t, n in sorted(counts.items()) for _ in range(n)]

    def histogram_totals(self, target: int | None = None) -> list[int]:
        """The totals one histogram shows: all of a Yams player's, and a 10 000 player's at
        ``target`` only (totals of different targets never share a chart)."""
        if self.kind == "farkle":
            return self.totals_at(target) if target is not None else []
        return self.all_totals()

    @property
    def shown_target(self) -> int | None:
        """10 000: the target whose totals are charted first (the latest game's, else the one
        with the most games); None for Yams or before any 10 000 game."""
        targets = self.targets
        if not targets:
            return None
        if self.last_target in targets:
            return self.last_target
        return max(targets, key=lambda t: (sum(self.tally.target_totals[t].values()), t))

    @property
    def recent(self) -> tuple[int, ...]:
        """The last :data:`RECENT_GAMES` totals, oldest first."""
        return self.totals[-RECENT_GAMES:]

    def recent_at(self, target: int | None) -> tuple[int, ...]:
        """The recent totals one line shows: a 10 000 player's at ``target`` only (totals
        of different targets never share a line), else :attr:`recent`."""
        if self.kind != "farkle" or target is None or len(self.kept_targets) != len(
                self.totals):
            return self.recent
        at = [t for t, aim in zip(self.totals, self.kept_targets, strict=True) if aim == target]
        return tuple(at[-RECENT_GAMES:])

    def games_at(self, target: int | None) -> int:
        """The games a line of :meth:`recent_at` counts: a 10 000 player's played to
        ``target`` (rolled-up ones too), else all of them."""
        if self.kind != "farkle" or target is None:
            return self.games
        return sum(self.tally.target_totals.get(target, {}).values())

    @property
    def form(self) -> float | None:
        """Mean of the last :data:`FORM_GAMES` totals (None with fewer games than that)."""
        last = self.totals[-FORM_GAMES:]
        return sum(last) / len(last) if len(last) >= FORM_GAMES else None

    def box_means(self) -> dict[Box, float]:
        """Yams: mean points per box."""
        games = max(1, self.games)
        return {box: self.tally.box_sums[box.value] / games for box in Box}

    @property
    def upper_bonus_rate(self) -> float:
        """Yams: share of games with the upper bonus."""
        return self.tally.upper_bonuses / self.games if self.games else 0.0

    @property
    def points_per_turn(self) -> float:
        """10 000: mean points per turn (busts count as 0)."""
        return self.tally.total_sum / self.tally.turns if self.tally.turns else 0.0

    @property
    def bust_rate(self) -> float:
        """10 000: share of turns lost to a bust."""
        return self.tally.busts / self.tally.turns if self.tally.turns else 0.0

    @property
    def usual_bank(self) -> int | None:
        """10 000: the median of the banked turns' points (None before any bank)."""
        counts = self.tally.bank_counts
        total = sum(counts.values())
        if not total:
            return None
        seen = 0
        for points in sorted(counts):
            seen += counts[points]
            if seen * 2 >= total:
                return points
        return max(counts)  # pragma: no cover - the loop always returns


PlayerKey = tuple[str, str, bool]
"""(kind, name, computer): whose tally."""


def players_seen(records: Iterable[GameRecord], archive: Mapping[PlayerKey, PlayerTally],
                 kind: str | None = None) -> list[tuple[str, bool]]:
    """(name, computer) of everyone who played (``kind`` only, if given), most games first.

    People come before the computer; equal counts go by name.
    """
    games: dict[tuple[str, bool], int] = {}
    for (k, name, computer), tally in archive.items():
        if kind is None or k == kind:
            games[(name, computer)] = games.get((name, computer), 0) + tally.games
    for record in records:
        if kind is None or record.kind == kind:
            for p in record.players:
                games[(p.name, p.computer)] = games.get((p.name, p.computer), 0) + 1
    return sorted(games, key=lambda who: (who[1], -games[who], who[0].casefold()))


def summarise(records: Iterable[GameRecord], archive: Mapping[PlayerKey, PlayerTally],
              kind: str, name: str, computer: bool, target: int | None = None
              ) -> PlayerSummary:
    """Everything about one player in ``kind``: the rolled-up tally plus the kept records
    (with a 10 000 ``target``, the games played to it alone: a rolled-up tally counts only
    when all its games were played to that target, it cannot be split)."""
    tally = PlayerTally()
    rolled = archive.get((kind, name, computer))
    if rolled is not None and (target is None or _wholly_at(rolled, target)):
        tally.merge(rolled)
    totals: list[int] = []
    targets: list[int | None] = []
    last_target = None
    for record in records:
        if record.kind != kind or (target is not None and record.target != target):
            continue
        for result in record.players:
            if result.name == name and result.computer == computer:
                tally.add(result, record.target)
                totals.append(result.total)
                last_target = record.target
                targets.append(record.target)
    return PlayerSummary(kind, name, computer, tally, tuple(totals), last_target,
                         tuple(targets))


def _wholly_at(tally: PlayerTally, target: int) -> bool:
    """True when every game of a rolled-up ``tally`` was played to ``target``."""
    counted = {aim: sum(counts.values()) for aim, counts in tally.target_totals.items()
               if counts}
    return set(counted) <= {target} and sum(counted.values()) == tally.games


@dataclass(frozen=True)
class PlayedGame:
    """One of a player's kept games, as the statistics list them below a handful of games."""

    date: str
    """ISO date of the game."""
    total: int
    place: int
    """1 for a win (ties share the place)."""
    seats: int
    """Players at the table, the computer included."""
    turns: int = 0
    """10 000: the player's turns in it (0: not known, as at Yams)."""
    best_other: int | None = None
    """The best total of the others at the table (None: alone)."""


def player_games(records: Iterable[GameRecord], kind: str, name: str, computer: bool,
                 target: int | None = None) -> list[PlayedGame]:
    """The kept games of one player in ``kind`` (10 000: at ``target`` only), oldest first.

    Below a handful of games a histogram says nothing (one bar over "217–218"): the screen
    lists these instead (issue 22).
    """
    games = []
    for record in records:
        if record.kind != kind or (kind == "farkle" and record.target != target):
            continue
        for result in record.players:
            if result.name == name and result.computer == computer:
                others = [p.total for p in record.players if p is not result]
                games.append(PlayedGame(record.date, result.total, result.place,
                                        len(record.players), result.turns,
                                        max(others, default=None)))
    return games


# --- the expert's means -----------------------------------------------------------------------


@cache
def expert_box_means() -> dict[Box, float]:
    """The expert computer's mean points per Yams box (``assets/yams/expert_box_means.json``).

    Measured by ``tools/build_expert_box_means.py`` (solitaire games of the optimal player);
    the file names its method and number of games. A missing or malformed file (not every box,
    a mean that is not a number from 0 to 50) gives {}: the chart then shows the player alone.
    """
    from game.resources import asset_path

    try:
        data = json.loads(asset_path("yams", "expert_box_means.json").read_text(encoding="utf-8"))
        means = {box: data["boxes"][box.id] for box in Box}
    except (OSError, ValueError, KeyError, TypeError, AttributeError, RecursionError):
        return {}
    if not all(isinstance(m, int | float) and not isinstance(m, bool) and 0 <= m <= 50
               for m in means.values()):  # NaN fails the comparison too
        return {}
    return {box: float(m) for box, m in means.items()}
