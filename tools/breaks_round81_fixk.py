"""Planted bugs of round 81's fix helper fixK:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_WEIGHT = "tests/test_farkle_bust_stamp_weight.py::"

ROUND81_FIXK: tuple[Break, ...] = (
    Break("fixk.bust_plate_shows_the_tray_frame",
          "the bust's plate hides the tray whole, its frame never peeking out round it "
          "(S95 1., amended round 81, fixK)",
          "game/views/farkle_views.py",
          "        fill = (place.mat.w + 2 * edge, place.mat.h + 2 * edge)\n",
          "        fill = (place.mat.w - 2 * edge, place.mat.h - 2 * edge)\n",
          _WEIGHT + "test_the_bust_stamp_says_its_reason_in_the_tables_type"),
)
