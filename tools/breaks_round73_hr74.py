"""Planted bugs of round 73's helper hR74:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND73_HR74: tuple[Break, ...] = (
    Break("help73.band_only", "the table around a \"?\" panel sinks evenly, its edges as deep "
          "as its header (no near-black band across the top alone)",
          "game/scenes/help_tiles.py", "        surface.blit(self._backdrop, (0, 0))\n",
          "        surface.blit(self._backdrop, (0, 0), (0, 0, surface.get_width(), "
          "self.panel.top))\n",
          "tests/test_help_backdrop_cheap.py::"
          "test_the_backdrop_is_made_once_and_sinks_the_table_evenly"),
)
