"""A game played alone measured against the player's own past: the personal best.

Pure: the statistics' kept games and rolled-up tallies in, a figure and a phrase out. The
best is read before the finished game is recorded (:func:`previous_best`), so the game can
tell whether it beat it (:func:`is_new_best`); the solo results say it under the score
(:func:`best_phrase`), and only a new best (or a first record the statistics kept,
:func:`first_record`) makes the end a moment.
"""

from __future__ import annotations

from typing import Any

from game.flow.phrase import Phrase
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


def first_record(stats: Any, kind: str, name: str, score: int) -> bool:
    """True when a finished game of ``score`` points is the first record ``name`` (a person)
    sets at ``kind``: read after the game was recorded, ``stats`` hold that one game of
    theirs and its total is ``score`` (the store's truth: never claimed when the statistics
    are missing or did not keep it), and it scored (no record of 0)."""
    data = getattr(stats, "data", None)
    if data is None or score <= 0:
        return False
    tally = summarise(data.records, data.archive, kind, name, False).tally
    return tally.games == 1 and tally.best == score


def best_phrase(previous: int | None, score: int, first: bool = False,
                staged: bool = False) -> Phrase | None:
    """What the solo results say over the score: "Nou record personal!" when it beat the
    best, or set the first one (``first``, :func:`first_record`); else the best so far and,
    plainly, how far it is ("Record: 212 · îți lipsesc 26 de puncte", or "Record egalat:
    212"); nothing after a first game the statistics did not keep. ``staged``: the end's
    stage said "Nou record!" already, so a record is not said again (round 73): the old best
    and by how much it fell ("Vechiul record: 212 · +26"), a first record "Nou record
    personal!" still (round 75, hW77, critic cA75: the panel after the stage named no record,
    the stage's brief words gone)."""
    record = is_new_best(previous, score) or (previous is None and first)
    if record and staged:
        return Phrase("results.new_best") if previous is None else Phrase(
            "results.best_beaten", params=(("points", previous), ("gap", score - previous)))
    if previous is None:
        return Phrase("results.new_best") if first else None
    if is_new_best(previous, score):
        return Phrase("results.new_best")
    if score == previous:
        return Phrase("results.best_equal", params=(("points", previous),))
    return Phrase("results.best_gap", previous - score, (("points", previous),))


def with_solo_best(details: list[Any], game: Any, previous: int | None,
                   first: bool = False, staged: bool = False) -> bool:
    """A game played alone by a person: its best phrase (:func:`best_phrase`; ``first``: it
    set the person's first record; ``staged``: the end's stage said the record) added to
    the one player's ``details`` lines; returns True when the results stay quiet (no record
    set, no confetti). With others at the table, or the computer alone, nothing changes
    (False)."""
    if len(details) != 1 or game.players[0].is_computer:
        return False
    score = game.ranking()[0][2]
    best = best_phrase(previous, score, first, staged)
    if best is not None:
        details[0] = (*details[0], (best,))
    return not (is_new_best(previous, score) or first)


BEST_KEYS = ("results.new_best", "results.best_beaten", "results.best_equal",
             "results.best_gap")
"""The catalog keys of what :func:`best_phrase` says."""

RECORD_KEYS = ("results.new_best", "results.best_beaten")
"""Those of them said of a record set (gold, confetti)."""


def split_best(detail: Any) -> tuple[Any, Any]:
    """``detail``'s lines split into (the personal best's line, the others): the solo
    plate says the best between the name and the score, the figures under it."""
    best = tuple(line for line in detail if line and line[0].key in BEST_KEYS)
    return best, tuple(line for line in detail if not (line and line[0].key in BEST_KEYS))


def best_unbeaten(detail: Any) -> bool:
    """True when ``detail`` says a best that the game did not beat: no gold, no confetti
    (those belong to a real new record)."""
    best, _ = split_best(detail)
    return any(line[0].key not in RECORD_KEYS for line in best)


def best_share(best: Any, score: int) -> float | None:
    """How far ``score`` came towards the best its results say (``best``: the personal best's
    lines, :func:`split_best`), 0..1, for the solo result's gauge: the share of the best it
    reached under it, 1 when it matched it or beat it after a stage (the old best passed);
    None for a new record (its ribbon, no gauge) or with no best said."""
    for line in best:
        for phrase in line:
            points = dict(phrase.params).get("points")
            if phrase.key == "results.best_gap" and points:
                return max(0.0, min(1.0, score / float(points)))
            if phrase.key in ("results.best_equal", "results.best_beaten"):
                return 1.0
    return None
