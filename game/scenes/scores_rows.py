"""The Scores boards' rows: one displayed line of a board, and the places of a table's
scores (equal scores share a place)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.storage.store import HighScore


@dataclass(frozen=True)
class Row:
    """One displayed line: the strings of each column."""

    place: str
    name: str
    score: str
    date: str
    turns: str


def places(entries: list[HighScore]) -> list[int]:
    """Places of entries sorted best first; equal scores share the place of the first."""
    result: list[int] = []
    for i, entry in enumerate(entries):
        if i and entry.score == entries[i - 1].score:
            result.append(result[-1])
        else:
            result.append(i + 1)
    return result
