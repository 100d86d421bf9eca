"""A game played alone measured against the player's own past: the personal best.

Pure: the statistics' kept games and rolled-up tallies in, a figure and a phrase out. The
best is read before the finished game is recorded (:func:`previous_best`), so the game can
tell whether it beat it (:func:`is_new_best`); the solo results say it under the score
(:func:`best_phrase`), and only a new best makes the end a grand moment.
"""

from __future__ import annotations

from typing import Any

from game.flow.results_detail import Phrase
from game.statistics import summarise


def previous_best(stats: Any, kind: str, name: str) -> int | None:
    """The best total ``name`` (a person) ever ended a game of ``kind`` on, from ``stats``
    (a :class:`~game.storage.stats.StatsRecorder`); None before any game, or without
    statistics."""
    data = getattr(stats, "data", None)
    if data is None:
        return None
    summary = summarise(data.records, data.archive, kind, name, False)
    return summary.tally.best if summary.tally.games else None


def is_new_best(previous: int | None, score: int) -> bool:
    """True when ``score`` beats a best already set (a first game sets one, beats none)."""
    return previous is not None and score > previous


def best_phrase(previous: int | None, score: int) -> Phrase | None:
    """What the solo results say over the score: "Nou record personal!" when it beat the
    best; else the best so far and, plainly, how far it is ("Record: 212 · îți lipsesc 26 de
    puncte", or "Record egalat: 212"); nothing after a first game (its score is no record: a
    low one must not read as one)."""
    if previous is None:
        return None
    if is_new_best(previous, score):
        return Phrase("results.new_best")
    if score == previous:
        return Phrase("results.best_equal", params=(("points", previous),))
    return Phrase("results.best_gap", previous - score, (("points", previous),))


def with_solo_best(details: list[Any], game: Any, previous: int | None) -> bool:
    """A game played alone by a person: its best phrase (:func:`best_phrase`) added to the one
    player's ``details`` lines; returns True when the results stay quiet (no best beaten, no
    confetti). With others at the table, or the computer alone, nothing changes (False)."""
    if len(details) != 1 or game.players[0].is_computer:
        return False
    score = game.ranking()[0][2]
    best = best_phrase(previous, score)
    if best is not None:
        details[0] = (*details[0], (best,))
    return not is_new_best(previous, score)


BEST_KEYS = ("results.new_best", "results.best_equal", "results.best_gap")
"""The catalog keys of what :func:`best_phrase` says."""


def split_best(detail: Any) -> tuple[Any, Any]:
    """``detail``'s lines split into (the personal best's line, the others): the solo
    plate says the best between the name and the score, the figures under it."""
    best = tuple(line for line in detail if line and line[0].key in BEST_KEYS)
    return best, tuple(line for line in detail if not (line and line[0].key in BEST_KEYS))


def best_unbeaten(detail: Any) -> bool:
    """True when ``detail`` says a best that the game did not beat: no gold, no confetti
    (those belong to a real new record)."""
    best, _ = split_best(detail)
    return any(line[0].key != "results.new_best" for line in best)
