"""A banner's lettering is made once (a review, round 61: ``stage_banner.scaled_words``
rescaled the modest plate's stamp twice a frame, from ``draw_banner`` and ``drawn_words``):
one call a frame, and the smaller lettering scaled once for the stage, not every frame."""

from __future__ import annotations

import pygame
import pytest

from game.views import stage_banner
from tests.uihelpers import make_app
from tools.screens_stage import STATES, until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_a_modest_plates_lettering_is_scaled_once(tmp_path, monkeypatch):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        {name: build for name, build, _ in STATES}["bank_banner"](app)
        stage = until_staged(app, "bank_banner")
        assert stage_banner.words_scale(stage.picture) < 1  # (a modest plate's)
        calls, scaled = [], []
        real, smooth = stage_banner.scaled_words, pygame.transform.smoothscale
        monkeypatch.setattr(stage_banner, "scaled_words",
                            lambda picture: calls.append(1) or real(picture))
        image = stage.picture.stamp_image()
        monkeypatch.setattr(pygame.transform, "smoothscale",
                            lambda surface, size, *a: (scaled.append(1) if surface is image
                                                       else None) or smooth(surface, size, *a))
        surface = pygame.Surface(app.screen.get_size())
        for share in (0.4, 0.5, 0.6):  # three frames at rest
            stage.clock.age = stage.clock.duration * share
            calls.clear()
            stage.draw(surface)
            assert len(calls) == 1, len(calls)
    finally:
        app.close()
    assert len(scaled) <= 1, len(scaled)
