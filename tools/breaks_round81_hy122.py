"""Planted bugs of round 81's helper hY122:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_FIXF = "tests/test_yams_sacrifice_autowrite_line_fixf.py::"

ROUND81_HY122: tuple[Break, ...] = (
    Break("hy122.headline_never_shrinks",
          "beside the countdown's ring at 1920x1080 the sacrifice's headline keeps to one line, "
          "a little smaller, and 'Se înscrie automat la Doi' is said under it at every seat "
          "count (ruling S93 1., critic cA80 #5)",
          "game/widgets/prompt_pill.py",
          "    least = max(PROMPT_TYPE_LEAST, round(size * BESIDE_RING_LEAST))\n",
          "    least = size\n",
          _FIXF + "test_the_sacrifices_last_throw_says_where_it_writes_at_every_seat_count"),
    Break("hy122.headline_drawn_at_the_pills_size",
          "the headline beside the ring is drawn at the size it was fitted at, inside the pill "
          "and left of the ring (ruling S93 1.)",
          "game/widgets/prompt_pill.py",
          "            line_size = head_size  # its one line, S93)",
          "            line_size = size  # its one line, S93)",
          _FIXF + "test_the_headline_keeps_to_one_line_beside_the_ring_at_1920_a_little_smaller"),
)
