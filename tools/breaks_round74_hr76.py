"""Planted bugs of round 74's helper hR76:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND74_HR76: tuple[Break, ...] = (
    # hr76.example_half_under_fade retired in round 78 (hR82, S49): nothing of the page is
    # drawn under the cue any more (the whole-lines run-on it guarded is gone).
)
