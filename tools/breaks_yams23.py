"""Planted bugs of the Yams table's beats (round 69, hY76):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_ONCE = "tests/test_yams_hold_row_drawn_once.py::"

YAMS23_BREAKS: tuple[Break, ...] = (
    Break("yams23.invite_fitted_each_frame", "the kept row's invitation is fitted once per "
          "text and lane, not every frame (review round 68)", "game/views/yams_views.py",
          "@lru_cache(maxsize=16)\ndef _invite_size(", "def _invite_size(",
          _ONCE + "test_the_invitations_size_is_fitted_once_per_text_and_width"),
)
