"""Planted bugs of round 79's fix helper fixB:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND79_FIXB: tuple[Break, ...] = (
    Break("fixb.farkle_tail_evened", "where a card's sentence, filled and packed, would still "
          "end on a short line, the 10 000 '?' evens its lines (critic F71: 'scorul rămâne.' "
          "under a full line)", "game/scenes/farkle_help.py",
          "            packed = even_lines(glued, size, width)\n",
          "            packed = filled_lines(glued, size, width)\n",
          "tests/test_farkle_help_balanced.py::"
          "test_a_wrapped_sentence_never_ends_on_a_short_line_whatever_its_words"),
)
