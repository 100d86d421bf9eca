"""Planted bugs of round 72's 10 000 banners (hF80):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND72_HF80: tuple[Break, ...] = (
    Break("hF80.tokens_alone",
          "the last round's band names every seat still to play, cut with '…' if it must, "
          "never its token alone (critic E71: at 1024x600 the band showed marks alone, who "
          "still plays unreadable; ruling S6)",
          "game/views/farkle_last_round.py",
          "    return [_shortened(n, floor, share) for n in names], floor\n",
          "    return [\"\" for _ in names], floor\n",
          "tests/test_farkle_last_round_strip.py::test_every_seat_still_to_play_is_named_at_1024"),
)
