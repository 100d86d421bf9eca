"""A waiting Penta's glow stays on the felt above the standings (critic C65: at 1366 and
1024 the gold halos under the dice spilled over the standings panel's top border)."""

from __future__ import annotations

import pygame
import pytest

from game.views import yams_moments
from tests.test_yams_penta_waits import _waiting
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)],
                         ids=["1920x1080", "1366x768", "1024x600"])
def test_the_pentas_glow_ends_above_the_standings(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene, _ = _waiting(app)
        assert yams_moments.glow_rects(scene)
        canvas = pygame.Surface(app.screen.get_size())
        canvas.fill((0, 0, 0))
        yams_moments.draw_under_dice(canvas, scene)
        top = scene.standings.area.top
        lit = [(x, y) for y in range(top - 1, canvas.get_height(), 2)
               for x in range(scene.left.x, scene.left.right, 2)
               if canvas.get_at((x, y))[:3] != (0, 0, 0)]
        assert not lit, lit[:5]
    finally:
        app.close()
