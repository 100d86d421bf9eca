"""What the 10 000 table's "Punctaj" guide lights (critic D69: the ledger's own list of what
scores repeated the guide beside it): the guide's rows the selection on the mat scores, or,
with nothing chosen, the rows the throw on the mat offers. Read from the flow; the guide
(:mod:`game.widgets.score_guide`) only draws the rows it is given."""

from __future__ import annotations

from functools import cache
from itertools import combinations
from typing import TYPE_CHECKING

from game.rules.farkle import Combination, name_combinations

if TYPE_CHECKING:
    from game.flow.farkle_flow import FarkleFlow

KIND_ROWS = {"four": 4, "five": 5, "six": 6, "straight": 7, "three_pairs": 8}
"""The guide's row (its place in :data:`game.widgets.score_guide.GUIDE`) of each kind of
combination that has one row whatever its dice."""


def guide_row(part: Combination) -> int:
    """The guide's row that names ``part``: "Un 1" or "Un 5" for single (and double) 1s and
    5s, "Trei de 1" or "Trei la fel (2–6)" for three alike, else its kind's row."""
    if part.kind in ("single", "double"):
        return 0 if part.value == 1 else 1
    if part.kind == "three":
        return 2 if part.value == 1 else 3
    return KIND_ROWS[part.kind]


def scored_rows(dice: tuple[int, ...]) -> frozenset[int]:
    """The guide's rows of the parts ``dice`` score as :func:`name_combinations` reads them
    (none when they do not score)."""
    parts = name_combinations(dice) if dice else None
    return frozenset(guide_row(part) for part in parts or ())


@cache
def offered_rows(roll: tuple[int, ...]) -> frozenset[int]:
    """Every guide row a throw ``roll`` offers: each combination some of its dice make on
    their own (one part), as the rules name it."""
    rows = set()
    for size in range(1, len(roll) + 1):
        for dice in set(combinations(sorted(roll), size)):
            parts = name_combinations(dice)
            if parts is not None and len(parts) == 1:
                rows.add(guide_row(parts[0]))
    return frozenset(rows)


def guide_lights(flow: FarkleFlow) -> tuple[frozenset[int], frozenset[int]]:
    """The guide's rows lit now: (chosen, offered). Chosen: the rows the selection on the mat
    scores; offered: with no scoring selection, the rows the throw offers. Both empty unless
    the dice on the felt are the current throw, landed and seen (:meth:`FarkleFlow.live`),
    (a throw that scores nothing, a bust, offers none)."""
    game = flow.game
    if not flow.live() or game.roll_dice is None:
        return frozenset(), frozenset()
    chosen = scored_rows(tuple(game.selection)) if game.selected else frozenset()
    if chosen:
        return chosen, frozenset()
    return frozenset(), offered_rows(tuple(game.roll_dice))
