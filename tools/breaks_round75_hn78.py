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
)
