"""More planted bugs of the Yams table (its frame per beat):
each a realistic one-line bug and the test that holds the promise it breaks."""

from __future__ import annotations

from tools.breaks import Break

YAMS3_BREAKS: tuple[Break, ...] = (
    Break("helpyams.type_floor", "nothing on the Yams \"?\" is under 15 px of em at 1024x600 "
          "(hH25)", "game/scenes/yams_help.py",
          "    type_least = theme.TABLE_TYPE_LEAST\n", "    type_least = theme.FONT_MIN\n",
          "tests/test_help_type_floor.py::test_nothing_on_a_help_page_is_under_15_px_at_1024x600"),
)
"""Each planted bug of this module, checked by :mod:`tools.break_promises`."""
