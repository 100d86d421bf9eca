"""Planted bugs of round 80's helper hT4:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND80_HT4: tuple[Break, ...] = (
    # (hT4 changed no promise: it stepped unread frames unseen. This file's test had no break
    # naming it; this one shows it still catches a lost total that moves under the stamp.)
    Break("ht4.lost_total_shrinks",
          "a bust's lost total stays in its place and size under the stamp, struck through "
          "(ruling S47; the ledger waits quiet, S15 amended round 76)",
          "game/widgets/farkle_ledger.py",
          "    size = fit_size(figure, size, rect.w * 3 // 5, STAMP)\n",
          "    size = fit_size(figure, size * 4 // 5, rect.w * 3 // 5, STAMP)\n",
          "tests/test_farkle_bust_loses_points.py::"
          "test_the_lost_total_stays_quiet_in_its_place_under_the_stamp"),
)
