"""The empty 10 000 statistics preview sketches its own chart (round 82, hK92, ruling S110
5.; critic cC81 #8, `statistics_empty_farkle_1920`): under "după prima partidă: încasări și
ture pierdute" the first card shows a histogram of banks with its usual bank marked (the
chart a first 10 000 game draws), not the Yams 13-box bars; the Yams tab keeps its boxes."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.widgets import stats_preview
from tests.uihelpers import make_app
from tools.screens_statistics import open_statistics

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def sketches_drawn(tmp_path, monkeypatch, tab: int) -> list[str]:
    from game.scenes import stats_drawing

    drawn: list[str] = []
    real = stats_drawing.draw_preview_card

    def spy(surface, card, sketch, *a, **k):
        drawn.append(sketch)
        return real(surface, card, sketch, *a, **k)

    monkeypatch.setattr(stats_drawing, "draw_preview_card", spy)
    app = make_app(tmp_path, size=(1920, 1080))
    try:
        scene = open_statistics(app, 0)
        scene.tabs.select(tab)
        scene.draw(app.screen)
    finally:
        app.close()
    return drawn


def test_the_farkle_preview_sketches_banks_and_yams_its_boxes(tmp_path, monkeypatch):
    assert sketches_drawn(tmp_path, monkeypatch, 0)[0] == "bars"
    assert sketches_drawn(tmp_path, monkeypatch, 1)[0] == "banks"


def test_the_banks_sketch_is_a_histogram_with_its_usual_bank_marked():
    art = pygame.Rect(0, 0, 400, 160)
    pictures = {}
    for sketch in ("bars", "banks"):
        surface = pygame.Surface(art.size)
        surface.fill(theme.PANEL)
        stats_preview.draw_sketch(surface, sketch, art, 1.0)
        pictures[sketch] = surface
    banks = pictures["banks"]
    row = art.bottom - 6  # a row just over the baseline: the bars' feet
    inked = [x for x in range(art.w) if banks.get_at((x, row))[:3] != theme.PANEL]
    runs = sum(1 for k, x in enumerate(inked) if k == 0 or x != inked[k - 1] + 1)
    assert 4 <= runs <= 9, runs  # a histogram's few wide bins, not 13 boxes
    mark = stats_preview._ghost(theme.CHART_EXPECTED)
    assert any(banks.get_at((x, y))[:3] == mark for x in range(art.w)
               for y in range(0, art.h, 4))  # the usual bank, dashed
