"""The Chintă's stage hands the table back with its dice always in sight (critic B51: as its
table returned, a frame of dark empty slots, the sorted row gone and the dice not yet home):
on every frame each die shows, at least half opaque, in its sorted row or at home (one row at
a time, tests/test_farkle_chinta_hands_back.py)."""

from __future__ import annotations

import pygame
import pytest

from game.flow.stage import HOME_FROM
from game.views import stage_gather
from tests.test_farkle_chinta_hands_back import _chinta_stage
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
def test_every_die_is_seen_on_every_frame_of_the_hand_back(size, tmp_path, monkeypatch):
    app = make_app(tmp_path, size=size)
    try:
        stage = _chinta_stage(app)
        picture, clock = stage.picture, stage.clock
        seen: dict[int, float] = {}
        real = stage_gather._draw_die

        def record(surface, picture_, k, image, die, alpha):
            seen[k] = max(seen.get(k, 0.0), alpha)
            real(surface, picture_, k, image, die, alpha)

        monkeypatch.setattr(stage_gather, "_draw_die", record)
        surface = pygame.Surface(size)
        frames = 120
        for i in range(frames + 1):  # from the row's regrouping to the stage's end
            clock.age = clock.duration * (HOME_FROM - 0.02 + (1 - HOME_FROM) * i / frames)
            seen.clear()
            stage.draw(surface)
            for k in range(len(picture.dice)):
                assert seen.get(k, 0.0) >= 0.45, (i, clock.progress, k, seen)
    finally:
        app.close()
