"""What a player may aim for this turn, said before its first throw (pure Python, no pygame).

Critic round 68: before a turn's first throw the table's left half read as dead (the prompt
alone, "Apasă „Aruncă”"). The table says, quietly, under the prompt, the one goal of the
card that the coming turn can still serve: the upper bonus while it is reachable (how far it
is), else an open Penta. Nothing here advises a throw (the "Sugestie" does, after one: critic
C41), nothing is a second action: the line is the card's own state, said in words."""

from __future__ import annotations

from collections.abc import Callable

from game.i18n import format_int
from game.rules.yams import (
    PENTA_POINTS,
    UPPER_BONUS,
    UPPER_BONUS_THRESHOLD,
    UPPER_BOXES,
    Box,
    Scorecard,
)

BEST_UPPER_DICE = 5
"""The most dice an upper box can count: its reach is five of its face."""


def upper_reachable(card: Scorecard) -> bool:
    """True while ``card``'s upper bonus is not earned yet and its open upper boxes could
    still bring it (five of each open face)."""
    if card.upper_bonus or card.upper_total >= UPPER_BONUS_THRESHOLD:
        return False
    reach = sum(BEST_UPPER_DICE * (box.face or 0) for box in UPPER_BOXES
                if card.points(box) is None)
    return reach > 0 and card.upper_total + reach >= UPPER_BONUS_THRESHOLD


def aim_line(card: Scorecard, tr: Callable[..., str]) -> str | None:
    """The aim said before a turn's first throw for ``card`` (translated by ``tr``): the
    upper bonus's distance while reachable, else an open Penta's worth; None when neither
    is left (the prompt alone)."""
    if upper_reachable(card):
        need = UPPER_BONUS_THRESHOLD - card.upper_total
        # (its distance, not its "44/63": the sheet's Bonus row says that)
        return tr("yams.aim.upper", need=format_int(need), bonus=UPPER_BONUS)
    if card.points(Box.PENTA) is None:
        return tr("yams.aim.penta", points=PENTA_POINTS)
    return None
