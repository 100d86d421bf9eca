"""Planted bugs of round 75's helper hA76:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND75_HA76: tuple[Break, ...] = (
    Break("ha76.row_says_the_flying_figure",
          "a small bank's '+150' is said once: (round 76, hA77) by the Tura panel's 'Încasat' "
          "row, what flies being coins (ruling S14, amended round 75 by hA76)",
          "game/views/farkle_flight.py",  # (round 76, hA77: the line re-aimed, the flight's)
          "            layout_record.text(surface, box, \"\", \"flight\")\n",
          "            layout_record.text(surface, box, f\"+{flow.flight.points}\", \"flight\")\n",
          "tests/test_farkle_small_bank_said_once.py::"
          "test_a_small_banks_flying_figure_is_said_once"),
    Break("ha76.check_blind_to_flights",
          "the layout check sees a flying figure's words drawn again in the same frame",
          "tests/layout_stage.py",
          "            for t in frame.texts if t.role != \"flight\" and t.text.strip() in "
          "flying]\n",
          "            for t in frame.texts if t.role == \"\" and t.text.strip() in flying]\n",
          "tests/test_farkle_small_bank_said_once.py::"
          "test_the_check_sees_a_flying_figure_said_again_and_only_that"),
)
