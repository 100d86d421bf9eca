"""Planted bugs of round 75's helper hR78:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND75_HR78: tuple[Break, ...] = (
    # hr78.cue_at_the_panels_foot retired round 81 (hK89, ruling S97 1., critic cC80 #7):
    # "no bare band over the cue" reversed; the cue stands at the view's foot, the page
    # stopped on a whole card (hk89.cue_over_the_foot, hk89.card_split_at_the_fold).
)
