"""Planted bugs of round 73's helper hF84:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_NEXT = "tests/test_farkle_ledger_next_throw.py::"

ROUND73_HF84: tuple[Break, ...] = (
    # (ledger73.pending_span_by_its_own_name retired in round 79: the selection's pending row
    # it measured is gone since S26, round 77: the selection lives on the mat, so the row's
    # set-aside name is never asked; the next line's stillness is held by its test's other
    # breaks; found missed on main by hF97)
    Break("ledger73.next_throw_numbered_wrong", "the ledger's next line names the throw not yet "
          "set aside, numbered after the turn's rows (\"Aruncarea 2\" under the first)",
          "game/views/farkle_story.py",
          "    words = tr(\"farkle.ledger.next_throw\", n=len(rows) + 1)",
          # (fixC, round 79: the line's words alone again, S64 amended; hF102, round 80: its
          # points follow on the next line, S81 1.; re-aimed round 81, hF107, S96 3.: the
          # words named once for every form of the line)
          "    words = tr(\"farkle.ledger.next_throw\", n=len(rows))",
          _NEXT + "test_the_next_throw_stands_under_the_rows_and_never_moves"),
)
