"""Planted bugs of round 78's merge mender fixA:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND78_FIXA: tuple[Break, ...] = (
    # (fixa.crowned_count_bare retired in round 81 by the lead: since S94
    # (hY123) a person's crowned count throws confetti over the felt, so a person's count
    # without its rays keeps the promise (no bare band) and the bug is no bug;
    # main81.computer_count_bare holds the rays on the computer's calm count)
)
