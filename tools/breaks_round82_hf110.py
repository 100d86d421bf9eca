"""Planted bugs of round 82's helper hF110:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND82_HF110: tuple[Break, ...] = (
    Break("hf110.hot_set_flies_again",
          "after hot dice the set-aside group settles once: a hot set made of several groups "
          "(a 1, then five more) never flies to the ledger again on the next throw (round 82, "
          "hF110; critic cB81 defect 1)",
          "game/flow/ledger_flight.py",
          "if count > self.groups and from_mat and not went_back_to_cup(groups):",
          "if count > self.groups and from_mat and len(groups[-1].dice) < HOT_SIX:",
          "tests/test_farkle_hot_group_settles_once_hf110.py::"
          "test_the_hot_set_never_flies_again_on_the_next_throw"),
)
