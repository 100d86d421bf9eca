"""A listed game's line ("Game 1 · 1 Jan 2026 · place 3 of 4") too long for its row at
1024x600 drops its place whole rather than shrink under the screen's 16 px floor (hS69:
English's shrank to 15 px). The screen's own lines fit today, so the list is drawn narrow
here, as a longer date or place would make it."""

from __future__ import annotations

import pygame
import pytest

from game.widgets import charts
from game.widgets.text import em_px, text_size
from tests.uihelpers import make_app
from tools.screens_statistics import open_statistics

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

LEAST_EM = 16
"""No word on Statistici under this many pixels of em at 1024x600."""


def test_a_line_too_long_drops_its_place_not_its_size(tmp_path, monkeypatch):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        scene = open_statistics(app, 4, kind="farkle_only")
        lines = [charts.GameLine(f"Game {n} · 12 Nov 2026", f"place {n} of 4", "10,750",
                                 0.5, n == 1) for n in range(1, 5)]
        small = charts.theme.chart_label(scene.scale)
        whole = f"{lines[0].title} · {lines[0].place}"
        width = text_size(whole, small)[0] + text_size("10,750", small)[0]  # the total
        # takes its room beside: the whole line no longer fits, its title alone does
        said: list[tuple[str, int]] = []
        real = charts.draw_text

        def spy(surface, text, size, *a, **k):
            said.append((text, size))
            return real(surface, text, size, *a, **k)

        monkeypatch.setattr(charts, "draw_text", spy)
        charts.draw_game_list(app.screen, pygame.Rect(20, 20, width, 140), lines, "",
                              scene.scale)
        titles = [(text, size) for text, size in said if text.startswith("Game")]
        assert len(titles) == len(lines), said
        assert all(em_px(size) >= LEAST_EM for _, size in said), said
        assert all("place" not in text for text, _ in titles), titles
    finally:
        app.close()
