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
    """What the solo results say under the score: "Nou record personal!" when it beat the
    best, else the best so far; nothing after a first game (its score is no record: a low
    one must not read as one)."""
    if previous is None:
        return None
    if is_new_best(previous, score):
        return Phrase("results.new_best")
    return Phrase("results.personal_best", params=(("points", max(previous, score)),))


BEST_KEYS = ("results.new_best", "results.personal_best")
"""The catalog keys of what :func:`best_phrase` says."""


def _over_the_score(phrase: Phrase) -> Phrase:
    """``phrase`` as said above the score: the best's figure ends in its unit ("Record
    personal: 212 de puncte"), so it never reads as one number with the score under it."""
    if phrase.key != "results.personal_best":
        return phrase
    points = int(dict(phrase.params)["points"])
    return Phrase("results.personal_best_points", points, phrase.params)


def split_best(detail: Any) -> tuple[Any, Any]:
    """``detail``'s lines split into (the personal best's line, the others): the solo
    plate says the best between the name and the score, the figures under it."""
    best = tuple(tuple(_over_the_score(p) for p in line) for line in detail
                 if line and line[0].key in BEST_KEYS)
    return best, tuple(line for line in detail if not (line and line[0].key in BEST_KEYS))
