"""More planted bugs of the Yams table (its frame per beat):
each a realistic one-line bug and the test that holds the promise it breaks."""

from __future__ import annotations

from tools.breaks import Break

YAMS3_BREAKS: tuple[Break, ...] = ()
"""Each planted bug of this module, checked by :mod:`tools.break_promises`."""
