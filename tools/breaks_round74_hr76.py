"""Planted bugs of round 74's helper hR76:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND74_HR76: tuple[Break, ...] = (
    Break("hr76.example_half_under_fade",
          "the page run on under 'Continuă mai jos ↓' draws a worked example whole or not at "
          "all (critic cS74: five 2s and their '0' without their explanation)",
          "game/widgets/document.py",
          "            top, bottom = unit if unit else (op.y, op.bottom)\n",
          "            top, bottom = unit if unit and _in_table(laid, unit) else "
          "(op.y, op.bottom)\n",
          "tests/test_rules_examples_never_half.py::"
          "test_no_example_card_is_drawn_in_part_at_any_stop"),
)
