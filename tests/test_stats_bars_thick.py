"""Statistics' bars are thick enough to read (critic A51: "thin per-box bars"): every bar of
the boxes' chart (one game's points, or the player's and the expert's means side by side),
and every bar of the dice page, is 10 px wide or more at 1024x600."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from tests.uihelpers import FRAME, make_app
from tools.screens_statistics import open_statistics

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # (suite time, r72)

LEAST = 10
"""The thinnest bar, pixels, at 1024x600."""


@pytest.mark.parametrize("games, kind", [(1, "yams"), (50, "yams"), (50, "dice")])
def test_every_bar_is_ten_px_wide_at_1024(tmp_path, monkeypatch, games, kind):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        scene = open_statistics(app, games, kind=kind, computer=kind == "dice")
        app.step(FRAME)
        bars: list[pygame.Rect] = []
        real = pygame.draw.rect

        def spy(surface, colour, rect, *a, **k):
            if tuple(colour)[:3] in (theme.CHART_BAR, theme.CHART_BAR_OTHER):
                bars.append(pygame.Rect(rect))
            return real(surface, colour, rect, *a, **k)

        monkeypatch.setattr(pygame.draw, "rect", spy)
        scene.draw(app.screen)
        monkeypatch.undo()
        bars = [b for b in bars if b.h > 0]
        assert len(bars) >= 6, bars
        thin = [b for b in bars if b.w < LEAST]
        assert not thin, thin
    finally:
        app.close()


def test_one_series_bars_take_the_room_of_the_pair(tmp_path, monkeypatch):
    """One game's boxes (one series, no expert beside it): each bar takes most of the room
    two bars would (critic A51 read them thin in their wide slots), 24 px or more at 1024."""
    app = make_app(tmp_path, size=(1024, 600))
    try:
        scene = open_statistics(app, 1, kind="yams")
        app.step(FRAME)
        bars: list[pygame.Rect] = []
        real = pygame.draw.rect

        def spy(surface, colour, rect, *a, **k):
            if tuple(colour)[:3] == theme.CHART_BAR:
                bars.append(pygame.Rect(rect))
            return real(surface, colour, rect, *a, **k)

        monkeypatch.setattr(pygame.draw, "rect", spy)
        scene.draw(app.screen)
        monkeypatch.undo()
        boxes = [b for b in bars if b.h > 0 and b.w < 100]  # (not the game's long bar)
        assert len(boxes) >= 6 and min(b.w for b in boxes) >= 24, boxes
    finally:
        app.close()
