"""Planted bugs of round 71's 10 000 banner exits (hF78):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_LEAVES_WHOLE = ("tests/test_farkle_banner_leaves_whole.py::"
                 "test_a_leaving_banner_keeps_its_shape_to_its_last_frame")

ROUND71_EXITS_BREAKS: tuple[Break, ...] = (
    Break("exits71.banner_leaves_whole", "a leaving banner shrinks whole about its middle, "
          "never folding its height alone (critic B71: hot dice' words squashed as it left)",
          "game/views/stage_banner.py",
          "        w, h = (max(2, round(w * fold)), max(1, round(h * fold))) if fold > 0 else (0, 0)",
          "        w, h = (w, max(1, round(h * fold))) if fold > 0 else (0, 0)", _LEAVES_WHOLE),
)
