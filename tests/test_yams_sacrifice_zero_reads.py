"""A sacrifice's ringed box says its 0 as loudly as its ring (critic D71: a faint grey "0"
inside a loud orange ring): the box in question's figure is written in the sheet's ink, at
7:1 or more on its box, at every size, while the other boxes' zeros stay quiet."""

from __future__ import annotations

import pygame
import pytest

from game.contrast import contrast_ratio
from game.widgets.sheet_ring import ring_width
from game.widgets.sheet_tint import column_tint
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _darkest(surface: pygame.Surface, rect: pygame.Rect) -> tuple[int, int, int]:
    rect = rect.clip(surface.get_rect())
    return min((tuple(surface.get_at((x, y)))[:3] for x in range(rect.left, rect.right)
                for y in range(rect.top, rect.bottom)), key=sum)


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_ringed_zero_reads_in_ink(tmp_path, size):
    from tools.screens_yams import _sacrifice

    app = make_app(tmp_path, size=size)
    try:
        _sacrifice(app)
        scene = next(s for s in app.manager.stack if hasattr(s, "sheet"))
        view = scene.sheet_view()
        assert view.cheapest is not None
        cell = scene.sheet.cell_rect(view.current, view.cheapest)
        drawn = pygame.Surface(app.screen.get_size())
        app.manager.draw(drawn)
        ring = scene.sheet.cheapest_ring(cell)
        opening = ring.inflate(-2 * ring_width(scene.sheet.scale) - 2,
                               -2 * ring_width(scene.sheet.scale) - 2)
        paper = column_tint(0)
        ink = _darkest(drawn, opening)  # (the only dark thing in it: its figure)
        assert contrast_ratio(ink, paper) >= 7.0, (size, ink, paper)
    finally:
        app.close()
