"""Planted bugs of round 77's helper hQ84:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_ENDS = "tests/test_yams_sums_agree.py::test_an_ends_sums_add_up_in_every_frame"

ROUND77_HQ84: tuple[Break, ...] = (
    # (hq84.section_sum_early retired round 78, hY108: ruling S43 reversed its promise (S41's wait
    # of a full card's sums retired: they change with its box at the click))
    # (hq84.bonus_early retired round 78, hY108: ruling S43 reversed its promise (S41's wait of a
    # full card's sums retired: they change with its box at the click))
    # (hq84.sums_late retired round 78, hY108: ruling S43 reversed its promise (S41's wait of a full
    # card's sums retired: they change with its box at the click))
)
