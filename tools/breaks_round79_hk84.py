"""Planted bugs of round 79's helper hK84:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_STATS = "game/scenes/statistics.py"

ROUND79_HK84: tuple[Break, ...] = (
    Break("hk84.pages_squeezed_in_the_corner",
          "at 1024x600 Statistici's two Yams pages are tabs of the game tabs' height and type, "
          "beside them (ruling S67, round 79, hK84; critic cC78 #7)",
          _STATS,
          "            self.page_choice.place(pygame.Rect(group_x, c.y, pages_w, row_h), "
          "self.scale,\n",
          "            self.page_choice.place(pygame.Rect(c.x, c.y, pages_w, row_h * 3 // 4), "
          "self.scale,\n",
          "tests/test_stats_pages_tabs_hk84.py::test_the_pages_are_tabs_beside_the_game_tabs"),
)
