"""Planted bugs of round 75's helper hR78:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND75_HR78: tuple[Break, ...] = (
    Break("hr78.cue_at_the_panels_foot",
          "'Continuă mai jos ↓' stands right under the last thing of the page drawn (in the "
          "view or run on faded under it), no bare band over ~1.5 lines over it (critic "
          "cC75: ~140 px over it in 'Jokerul' at 1366x768)",
          "game/scenes/rules_foot.py",
          "        return min(band.y, lowest + self.doc_style.pad // 2)\n",  # (S49)
          "        return max(band.y, lowest + self.doc_style.pad // 2)\n",
          "tests/test_rules_cue_under_last_block.py::test_no_bare_band_over_the_cue"),
)
