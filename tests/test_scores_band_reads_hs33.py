"""The free places' strip "Locurile 4–10 · libere" reads (ruling S35, round 77, hS33; critic
cC77: "low-contrast grey", its outline dice "ghostly"): its words at 7.5:1 or more on what is
drawn behind them, its dice at 4.5:1 or more (past a picture's least, 3:1), still quieter than the
cream of the scores."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.contrast import contrast_ratio
from tests.test_scores_boards_match import _said, _scores

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_the_free_places_strip_reads(tmp_path, monkeypatch, size):
    app, scene = _scores(tmp_path, size, [287, 231], [10_450])
    try:
        surface = pygame.Surface(size)
        said = _said(monkeypatch, scene, surface)
        for kind in ("yams", "farkle"):
            band = scene.free_bands[kind]
            words = [r for _, _, r in said if band.colliderect(r)]
            assert len(words) == 1, (kind, words)
            behind = surface.get_at((band.x + scene.px(6), band.centery))[:3]
            ink = max((tuple(surface.get_at((x, y))[:3])
                       for x in range(words[0].x, words[0].right)
                       for y in range(words[0].y, words[0].bottom)), key=sum)
            assert contrast_ratio(ink, behind) >= 7.5, (kind, ink, behind)
            assert sum(ink) < sum(theme.CREAM), ink  # quieter than the scores' cream
            edge = scene.px(4)  # (inside the strip's outline)
            art = pygame.Rect(band.x + scene.px(8), band.y + edge,
                              words[0].x - band.x - scene.px(8), band.h - 2 * edge)
            dice = max((tuple(surface.get_at((x, y))[:3])
                        for x in range(art.x, art.right) for y in range(art.y, art.bottom)),
                       key=sum)
            assert contrast_ratio(dice, behind) >= 4.5, (kind, dice, behind)
    finally:
        app.close()
