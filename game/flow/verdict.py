"""The end of a game's one verdict, in words (round 73, hW75; critics L72 #1, #3): the same
sentence on the win's stage (its title) and on the results (their headline), in both games,
for a person and the computer alike: "Ion câștigă!" for a single winner, "Egalitate: Ana și
Ion" for a tie, every winner named. A game played alone says its own line (no verdict)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

Translate = Callable[..., Any]
"""A catalog's translator: ``tr(key, **values) -> str``."""


def joined_names(tr: Translate, names: Sequence[str]) -> str:
    """``names`` said as one phrase: "Ana", "Ana și Ion", "Ana, Ion și Dan" (the catalog's
    separator and its last link)."""
    if len(names) == 1:
        return str(names[0])
    return str(tr("results.names", names=tr("results.names_sep").join(names[:-1]),
                  last=names[-1]))


def verdict(tr: Translate, winners: Sequence[str]) -> str:
    """Who won, in the one form both the stage's title and the results' headline say:
    "{name} câștigă!" for a single winner (a person or the computer), "Egalitate: {names}"
    for several, each named."""
    if not winners:
        raise ValueError("a verdict needs a winner")
    if len(winners) == 1:
        return str(tr("results.winner", name=winners[0]))
    return str(tr("results.tie", names=joined_names(tr, winners)))
