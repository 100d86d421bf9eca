"""What the 10 000 table's "Punctaj" guide lights (critic D69: the ledger's own list of what
scores repeated the guide beside it): the guide's rows the selection on the mat scores, or,
with nothing chosen, the rows the throw on the mat offers. Read from the flow; the guide
(:mod:`game.widgets.score_guide`) only draws the rows it is given."""

from __future__ import annotations

from functools import cache
from itertools import combinations
from typing import TYPE_CHECKING

from game.rules.farkle import Combination, name_combinations
from game.widgets.score_guide import GUIDE

if TYPE_CHECKING:
    from game.flow.farkle_flow import FarkleFlow

def row_key(part: Combination) -> tuple[str, int]:
    """What names ``part`` in the guide, whatever its dice: a single (or double) 1 or 5 by
    its value, three alike as three 1s (1) or three of 2–6 (0), any other kind alone (0)."""
    if part.kind in ("single", "double"):
        return ("single", part.value)
    if part.kind == "three":
        return ("three", int(part.value == 1))
    return (part.kind, 0)


def rows_by_key() -> dict[tuple[str, int], int]:
    """The guide's row (its place in :data:`GUIDE`) of each :func:`row_key`, read from the
    parts its own examples name."""
    rows = {}
    for row, (_, examples) in enumerate(GUIDE):
        for dice in examples:
            parts = name_combinations(dice) or ()
            rows.update({row_key(part): row for part in parts if len(parts) == 1})
    return rows


ROWS_BY_KEY = rows_by_key()
"""The guide's row of each :func:`row_key`, derived from :data:`GUIDE`."""


def guide_row(part: Combination) -> int:
    """The guide's row that names ``part``: "Un 1" or "Un 5" for single (and double) 1s and
    5s, "Trei de 1" or "Trei la fel (2–6)" for three alike, else its kind's row."""
    return ROWS_BY_KEY[row_key(part)]


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
    (a throw that scores nothing, a bust, offers none). A die still flying to the mat is lit
    for once it lies there (round 78, hF95, ruling S53 1.)."""
    game = flow.game
    roll = game.roll_dice
    if not flow.live() or roll is None:
        return frozenset(), frozenset()
    seen = sorted(i for i in flow.selected_seen() if i < len(roll))  # (landed: S53)
    chosen = scored_rows(tuple(roll[i] for i in seen)) if seen else frozenset()
    if chosen:
        return chosen, frozenset()
    return frozenset(), offered_rows(tuple(roll))
