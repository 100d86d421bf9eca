"""Rules' index: the bold focus ring on the lit entry keeps at least its own gap of air
inside the index panel's border on every side, for the first, a middle and the last entry
(ruling S52, round 78: at 1920x1080 it nearly touched the border)."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.scenes.rules import RulesScene
from game.widgets.focus_ring import ring_widths
from tests.uihelpers import make_app, settle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("step", [pygame.K_HOME, pygame.K_DOWN, pygame.K_END])
def test_the_index_ring_keeps_its_gap_inside_the_panel(tmp_path, size, step):
    app = make_app(tmp_path, size=size)
    try:
        scene = RulesScene(app, "yams")
        app.manager.push(scene)
        settle(app, 30)
        scene.focus.focus(scene.index)
        scene.index.on_key(pygame.K_HOME)
        if step != pygame.K_HOME:
            scene.index.on_key(step)
        settle(app, 30)
        scene.draw(app.screen)
        gap, edge, _, _ = ring_widths(scene.scale)
        panel = scene.index_panel
        border = max(1, round(2 * scene.scale))
        band = [(x, y) for y in range(panel.top, panel.bottom)
                for x in range(panel.left, panel.right)
                if tuple(app.screen.get_at((x, y)))[:3] == theme.FOCUS_RING]
        assert band, "no ring drawn"
        xs, ys = [p[0] for p in band], [p[1] for p in band]
        outer = pygame.Rect(min(xs) - edge, min(ys) - edge, max(xs) - min(xs) + 1 + 2 * edge,
                            max(ys) - min(ys) + 1 + 2 * edge)  # the ring's outer dark line
        inside = panel.inflate(-2 * (border + gap), -2 * (border + gap))
        assert inside.contains(outer), (outer, inside, size)
    finally:
        app.close()
