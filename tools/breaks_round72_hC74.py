"""Planted bugs of round 72's coach count (hC74):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND72_HC74: tuple[Break, ...] = (
    Break("hC74.moment_counted",
          "a 10 000 moment's card (a refused die, hot dice) has no count: counted, the "
          "count grew (\"2/2 Gata\", then \"3/3\"; re-aimed by hY115, round 79: the Yams "
          "countdown's card is the Yams tour's third step, S62 4.)",
          "game/views/coach_steps.py",
          "    if mark not in COUNTED:\n        return None\n",
          "",
          "tests/test_coach_count_fixed.py::test_a_first_farkle_turn_counts_to_a_fixed_number"
          "[keys]"),
    # (hC74.moment_says_done retired by hQ83, round 77: ruling S40 reverses it, a moment's
    # single card says "Gata" whether or not a tour step is still to come: one rule read
    # off the count, critic cB77; break hq83.coach_single_card_says_done)
    Break("hC74.skipped_in_the_tour",
          "a step done before its card came leaves the tour: a quick player's count is 1/2, "
          "its last step \"2/2 Gata\", not \"2/3\" and no third",
          "game/views/coach_steps.py",
          "    order = tuple(m for m in table if m in COUNTED and (m == mark or m not in "
          "passed))\n",
          "    order = tuple(m for m in table if m in COUNTED)\n",
          "tests/test_coach_steps.py::test_the_count_never_grows_and_a_moment_has_none"),
)
