"""Planted bugs of round 71's 10 000 banner exits (hF78):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_LEAVES_WHOLE = ("tests/test_farkle_banner_leaves_whole.py::"
                 "test_a_leaving_banner_keeps_its_shape_to_its_last_frame")
_NO_GHOST = ("tests/test_farkle_big_bank_no_ghost.py::"
             "test_the_amount_is_gone_once_the_row_reads_its_new_total")

ROUND71_EXITS_BREAKS: tuple[Break, ...] = (
    Break("exits71.banner_leaves_whole", "a leaving banner shrinks whole about its middle, "
          "never folding its height alone (critic B71: hot dice' words squashed as it left)",
          "game/views/stage_banner.py",
          "        w, h = (max(2, round(w * fold)), max(1, round(h * fold))) if fold > 0 else (0, 0)",
          "        w, h = (w, max(1, round(h * fold))) if fold > 0 else (0, 0)", _LEAVES_WHOLE),
    Break("exits71.big_bank_no_ghost", "a big bank's landed amount is gone before the row "
          "reads its new total (critic B71: a '+2 000' ghost in the felt at 92 %)",
          "game/theme_stage.py", "BIG_BANK_MELT = 0.905", "BIG_BANK_MELT = 0.97", _NO_GHOST),
)
