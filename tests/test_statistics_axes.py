"""The charts of Statistici: no label of one axis touches a label of the other."""

from __future__ import annotations

import pygame
import pytest

from game.stats_math import Bin
from game.widgets import charts


# The 10 000 totals: the first edge ("4 000") is written under the y axis's "0"; at every
# size the two (and any two labels) stay apart.
@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
def test_the_histogram_axis_labels_never_touch(monkeypatch, size):
    pygame.init()
    scale = size[1] / 1080
    drawn: list[pygame.Rect] = []
    real = charts.draw_text

    def spy(*args, **kwargs):
        box = real(*args, **kwargs)
        drawn.append(box)
        return box

    monkeypatch.setattr(charts, "draw_text", spy)
    surface = pygame.Surface(size)
    rect = pygame.Rect(20, 20, round(size[0] * 0.27), round(size[1] * 0.18))
    counts = [2, 0, 0, 2, 1, 1, 3]
    bins = [Bin(4_000 + 1_000 * i, 5_000 + 1_000 * i, c) for i, c in enumerate(counts)]
    fmt = lambda v: f"{v:,}".replace(",", " ")  # noqa: E731
    charts.draw_histogram(surface, rect, bins, scale, fmt, str)
    assert len(drawn) >= 5
    for i, a in enumerate(drawn):  # the labels' line boxes
        for b in drawn[i + 1:]:
            assert not a.colliderect(b), (a, b)
