"""Planted bugs of the results screens and dialogs:
each a realistic one-line bug and the test that holds the promise it breaks."""

from __future__ import annotations

from tools.breaks import Break

RESULTS_BREAKS: tuple[Break, ...] = ()
"""Each planted bug of this module, checked by :mod:`tools.break_promises`."""
