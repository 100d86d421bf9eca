"""Planted bugs of round 74's helper hG74:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_FILL = "tests/test_dialog_focus_moves_fill.py::"

ROUND74_HG74: tuple[Break, ...] = (
    # hg74.safe_gold_at_rest and hg74.danger_stays_dark_focused retired in round 82 (hK94,
    # ruling S16 amended round 82, critic cC82 #5): their promise, the fill moving with the
    # focus, is reversed; the safe answer keeps its gold (breaks_round82_hk94.py)
    # hg74.lit_danger_not_primary retired too (round 82, hK94): no dialog lights its
    # destructive answer any more ("danger_lit" unused), so nothing is left to count

)
