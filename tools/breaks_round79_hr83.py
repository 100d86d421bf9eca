"""Planted bugs of round 79's helper hR83:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_STILL = "tests/test_rules_page_holds_still_s66.py::"

ROUND79_HR83: tuple[Break, ...] = (
    Break("hr83.view_stretched",
          "a Rules view draws the page where it lays it out: the steps' spacing never changes "
          "as the view moves (ruling S66 1.)",
          "game/scenes/rules.py",
          "        return doc.Laid(ops=[op for op in doc.visible_ops(self.page, offset, shown.h)\n",
          "        return doc.Laid(ops=[replace(op, y=op.y + (op.y - offset) // 8)  "
          "# type: ignore\n"
          "                             for op in doc.visible_ops(self.page, offset, shown.h)\n",
          _STILL + "test_the_steps_keep_their_spacing_after_a_line_down"),
)
