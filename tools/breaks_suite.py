"""Planted bugs of the faster suite's kept promises (round 67):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

SUITE_BREAKS: tuple[Break, ...] = (
    Break("suite.cpu_limit", "a test whose loop never ends fails after its CPU limit instead of "
          "hanging the suite (two whole-suite runs hung in round 67)", "tests/conftest.py",
          "    signal.setitimer(signal.ITIMER_PROF, TEST_CPU_LIMIT)",
          "    signal.setitimer(signal.ITIMER_PROF, 0)",
          "tests/test_cpu_limit.py::test_a_loop_that_never_ends_fails_with_one_sentence"),
)
