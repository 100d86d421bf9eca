"""Words that explain a score (issue 12): combinations of 10 000 and the computer's threshold.

Pure text helpers the tables call with their translator: the rules decide, these only name.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from game.ai.farkle import ThresholdReason
from game.i18n import format_int
from game.rules.farkle import name_combinations

Translate = Callable[..., str]


def combination_words(tr: Translate, dice: Iterable[int]) -> str | None:
    """"Trei de 5 + un 1" for a scoring selection; None when it does not score."""
    parts = name_combinations(tuple(dice))
    if parts is None:
        return None
    return " + ".join(tr(f"farkle.combo.{part.kind}", value=part.value) for part in parts)


def grouped_dice(dice: Iterable[int]) -> tuple[int, ...]:
    """The dice of a selection ordered by combination (5, 5, 1, 5 -> 5, 5, 5, 1)."""
    values = tuple(dice)
    parts = name_combinations(values)
    if parts is None:
        return values
    return tuple(v for part in parts for v in part.dice)


def selection_line(tr: Translate, dice: Iterable[int], points: int) -> str:
    """"Selecție: Trei de 5 + un 1": the selection named (its points are the ledger's row's,
    critic B50); "Selecție: 600" when it has no name (the points as :func:`format_int`)."""
    words = combination_words(tr, dice)
    if words is None:
        return tr("farkle.selection_points", points=format_int(points))
    return tr("farkle.selection_named", combos=words, points=format_int(points))


def threshold_formula(tr: Any, reason: ThresholdReason) -> str:
    """"Pragul: 300 de bază + 100 (în urmă) − 50 (reducere, 3 zaruri)": F13's formula with this
    turn's figures, in the rules screen's terms, read as a sentence (issue 22: never a bare
    "= 300"); the base alone says nothing was added or taken off; in the last round, what
    it needs to win."""
    if reason.needed is not None:
        return tr("farkle.threshold.last_round", points=format_int(reason.best_other))
    if not reason.behind_raise and not reason.discount:
        return tr("farkle.threshold.base_only", points=format_int(reason.base))
    terms = [tr("farkle.threshold.base", points=format_int(reason.base))]
    if reason.behind_raise:
        terms.append("+ " + tr("farkle.threshold.behind",
                               points=format_int(reason.behind_raise)))
    if reason.discount:
        terms.append("− " + tr.n("farkle.threshold.dice", reason.dice_left,
                                 points=format_int(reason.discount)))
    return tr("farkle.threshold", formula=" ".join(terms))
