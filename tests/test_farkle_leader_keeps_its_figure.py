"""Who leads, on the Tura panel's title row, keeps the leader's total whole where a long name
does not fit (critic B50, six players at 1024x600: "Ștefan Țuțuianu · 1…"): the name is
cut, never the number."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.widgets import layout_record
from game.widgets.turn_leader import draw_title_leader


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
def test_a_long_leaders_name_is_cut_never_the_total(size):
    pygame.init()
    scale = theme.scale_for(size) if hasattr(theme, "scale_for") else min(
        size[0] / 1920, size[1] / 1080)
    rect = pygame.Rect(0, 0, round(245 * size[0] / 1024), 200)
    layout_record.start(size)
    try:
        draw_title_leader(pygame.display.set_mode(size), rect, scale, "Tura", "Lider",
                          "Ștefan Țuțuianu Alexandrescu · 10 450")
        said = [t.text for t in layout_record.frame().texts if t.role == "turn_leader"]
    finally:
        layout_record.stop()
    assert said and said[0].endswith(" · 10 450"), said
    assert said[0].startswith("Ștefan"), said
