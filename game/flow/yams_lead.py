"""Whether a full card's TOTAL changes who leads (critic C61: the TOTAL under-staged): its
stage then says so ("Ion trece pe primul loc"), decided here from the standings (pure)."""

from __future__ import annotations

from collections.abc import Sequence

LEAD_KEY = "stage.total.takes_lead"
"""The catalog key of the line a TOTAL that takes first place says ("{name} trece pe primul
loc")."""


def takes_the_lead(totals: Sequence[int], player: int, before: int) -> bool:
    """True when ``player``'s total, ``before`` until now and ``totals[player]`` once counted,
    puts them first alone past a player who was ahead of them or level (``totals``: every
    player's total now; alone at the table: never)."""
    others = [total for index, total in enumerate(totals) if index != player]
    return bool(others) and before <= max(others) < totals[player]


def ranked(totals: Sequence[int]) -> list[tuple[int, int, int]]:
    """(place, player index, total) for ``totals``, best first, equal totals sharing a place
    (as the game ranks its cards, Y13): the order a TOTAL's stage reads before its figure
    has landed, the player's total still the one before its last box (critic C65)."""
    order = sorted(range(len(totals)), key=lambda i: (-totals[i], i))
    result: list[tuple[int, int, int]] = []
    for position, index in enumerate(order, start=1):
        place = result[-1][0] if result and result[-1][2] == totals[index] else position
        result.append((place, index, totals[index]))
    return result
