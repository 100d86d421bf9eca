"""Ruling S4 amended round 71 (critic E70: the ghost band "Locurile 4–10 · libere" took ~40 %
of a panel with a low-contrast caption): a board's free places are one slim line, the first
free row's height, where the first free place stands; its words read at 4.5:1 or more on what
is drawn behind them, at three window sizes."""

from __future__ import annotations

import pygame
import pytest

from game.contrast import contrast_ratio
from game.theme_pages import SCORES_BAND_WORDS
from tests.test_scores_boards_match import _said, _scores
from tests.test_scores_ten_places import FARKLE, KINDS, YAMS, _show

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
def test_the_free_places_are_one_slim_line_read_at_four_and_a_half(tmp_path, monkeypatch,
                                                                    size):
    app, scene = _scores(tmp_path, size, YAMS, FARKLE)
    try:
        full = dict(scene.entries)
        _show(scene, 1, 3, full)
        surface = pygame.Surface(size)
        said = _said(monkeypatch, scene, surface)
        for kind in KINDS:
            ghosts = scene.free_lines[kind]
            band = scene.free_bands[kind]
            assert band == ghosts[0][1], (kind, band)  # one row's line, where place 4 stands
            room = ghosts[0][1].unionall([r for _, r in ghosts])
            assert band.h * 3 < room.h, (kind, band, room)  # not a block over all of them
            words = [(t, r) for t, _, r in said if band.colliderect(r)]
            assert len(words) == 1 and band.contains(words[0][1]), (kind, words)
            behind = surface.get_at((band.x + scene.px(6), band.centery))[:3]
            assert contrast_ratio(SCORES_BAND_WORDS, behind) >= 4.5, (kind, behind)
            ink = {tuple(surface.get_at((x, y))[:3]) for x in range(words[0][1].x,
                   words[0][1].right) for y in range(words[0][1].y, words[0][1].bottom)}
            assert SCORES_BAND_WORDS in ink, kind  # drawn in that colour
    finally:
        app.close()
