"""Planted bugs of round 75's helper hN78:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND75_HN78: tuple[Break, ...] = (
    Break("hn78.stamp_outline_summed",
          "a stamp's outline copies are merged by their brighter pixel, never summed over each "
          "other: its outer edge stays soft at every size (critic cA75, zoom_penta.png)",
          "game/views/stage_paint.py",
          "        image.blit(ink, (edge + dx, edge + dy), special_flags=pygame.BLEND_RGBA_MAX)\n",
          "        image.blit(ink, (edge + dx, edge + dy))\n",
          "tests/test_stage_lettering_smooth.py::test_a_stamps_outer_edge_is_soft_at_every_size"),
    Break("hn78.closed_box_beige_on_beige",
          "a box the Joker closes is a grey plate hatched in dark lines, 2.8:1 at least on any "
          "column's tint (critic cA75: beige on beige at 1366)",
          "game/widgets/sheet_hatch.py",  # (round 80, hH83: one drawing for the sheet and the
          # "?" page's Joker card, moved out of the scorecard)
          "        pygame.draw.line(surface, theme.SHEET_LOCKED, (x, rect.bottom), "
          "(x + rect.h, rect.y),\n",
          "        pygame.draw.line(surface, theme.SHEET_LINE, (x, rect.bottom), "
          "(x + rect.h, rect.y),\n",
          "tests/test_yams_closed_box_contrast.py::"
          "test_a_closed_boxs_hatching_stands_out_of_its_ground"),
)
