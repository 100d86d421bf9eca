"""A Penta's "+50" rests on the stage's centred column, then travels to its box (round 30,
critic row "Staged moments": at 1024x600 it sat a little right of the centred stamp and dice,
placed by its box and slid off the dice): at rest it is centred under the stamp and the
gathered dice, below the name and its box's row, clear of them, at the three sizes; its
flight into the box is then a visible way (not a nudge)."""

from __future__ import annotations

import pygame
import pytest

from game.views import stage_words
from game.views.stage_gather import gathered_rects
from tests.uihelpers import make_app
from tools.screens_stage import _penta, until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_penta_figure_rests_centred_on_the_column(tmp_path, monkeypatch, size):
    rests: list[tuple[pygame.Rect, tuple[int, int]]] = []
    real = stage_words.beside_box

    def recorded(picture, image, top, otherwise):
        centre = real(picture, image, top, otherwise)
        ink = image.get_bounding_rect(min_alpha=40)
        ink.center = (centre[0] - image.get_width() // 2 + ink.centerx,
                      centre[1] - image.get_height() // 2 + ink.centery)
        rests.append((ink, centre))
        return centre

    monkeypatch.setattr(stage_words, "beside_box", recorded)
    app = make_app(tmp_path, size=size)
    try:
        _penta(app)
        stage = until_staged(app, "penta")
        picture = stage.picture
        while stage.clock.flight() <= 0 and app.manager.top is stage:
            app.step(1 / 30)
        assert rests, "the figure was placed"
        letters, _ = rests[-1]
        column = picture.centre[0]
        assert abs(letters.centerx - column) <= 2, (letters, column)
        lowest = max(r.bottom for r in gathered_rects(picture) + [picture.target])
        assert letters.top > lowest, (letters, lowest)
        assert picture.felt.contains(letters)
        way = pygame.Vector2(letters.center).distance_to(picture.target.center)
        assert way >= picture.target.h, "it travels visibly into its box"
    finally:
        app.close()
