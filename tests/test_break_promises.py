"""The planted bugs of ``tools.break_promises`` still fit the code: each break's text is
found exactly once in its file and its test exists, so the tool keeps measuring what the
promise tests catch as the code moves."""

from __future__ import annotations

from tools import break_promises
from tools.break_promises import BREAKS, problems


def test_every_break_still_fits_the_code_it_plants_a_bug_in() -> None:
    assert problems() == []


def test_every_break_changes_its_code_and_has_a_name_of_its_own() -> None:
    assert all(b.old != b.new for b in BREAKS)
    assert len({b.name for b in BREAKS}) == len(BREAKS)


def test_a_name_no_break_has_is_refused_not_taken_for_all(capsys) -> None:
    """A mistyped break name stops at once with a sentence (it never runs every break)."""
    assert break_promises.main(["no.such_break_at_all"]) == 2
    assert "no.such_break_at_all" in capsys.readouterr().out
