"""Planted bugs of round 73's helper hX81:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND73_HX81: tuple[Break, ...] = (
    Break("hx81.record_when_off",
          "the layout record records nothing while it is off: a frame a test kept after the "
          "record stopped gains no mark from later drawing (round 73: the 'ales' pill's panel "
          "was recorded with the record off)",
          "game/widgets/layout_record.py", "    return ON and is_window(surface)\n",
          "    return is_window(surface)\n",
          "tests/test_layout_record_off.py::"
          "test_a_kept_frame_gains_nothing_drawn_after_the_record_stopped"),
)
