"""A banner's icons keep clear of its words on entry too (critic round 31 §4: the hot dice'
flames overlapped "Zaruri fierbinți!" as its letters popped in): the flames (a bank's coins)
stand beside the letters as drawn, frame by frame, at 1920x1080 and 1024x600."""

from __future__ import annotations

import pytest

import game.views.stage_banner as stage_banner
from tests.uihelpers import make_app
from tools.screens_stage import STATES, until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_flames_never_touch_the_popping_words(tmp_path, size, monkeypatch):
    app = make_app(tmp_path, size=size)
    try:
        {name: b for name, b, _ in STATES}["hot_dice"](app)
        stage = until_staged(app, "hot_dice")
        picture, clock = stage.picture, stage.clock
        flames: list = []
        monkeypatch.setattr(stage_banner, "_flame", lambda layer, rect: flames.append(rect))
        surface = app.screen.copy()
        width = stage_banner.ribbon_rect(picture).w
        checked = 0
        for step in range(0, 41):
            clock.age = clock.duration * step / 100
            flames.clear()
            stage_banner.draw_banner(surface, picture, clock)
            words = stage_banner.drawn_words(picture, clock, width)
            for flame in flames:
                assert not flame.colliderect(words), (step, flame, words)
                checked += 1
        assert checked
    finally:
        app.close()
