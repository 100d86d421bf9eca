"""The countdown's ring is a badge beside the box's value, never over it (critic hY14 §4), at
every size (1024×600 too); it stands inside the chosen box, never crossing its border into
the next column or past the sheet's frame (critic C19 §4: no longer larger than the box is
tall). It drains, digitless: the seconds are the headline's (critic hY22 §2)."""

from __future__ import annotations

import pygame
import pytest

from game.views.yams_views import countdown_box
from game.widgets.text import BOLD, text_size
from tests.test_yams_countdown_tag import _counting, _frame
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_ring_stands_beside_the_value_larger_than_the_box(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = _counting(app)
        game, box = scene.game, scene.flow.marked_box
        cell = scene.sheet.cell_rect(game.current, box)
        seconds = str(scene.flow.countdown_seconds())
        texts = [t for t in _frame(app).shown_texts() if cell.collidepoint(t.rect.center)]
        value = [t for t in texts if t.text != seconds]
        assert value and len(value) == len(texts), [t.text for t in texts]  # no digit there
        # the ring's place: as drawn by the table, beside the widest value a box holds
        from game.views.yams_views import countdown_ring_place
        centre, radius = countdown_ring_place(cell, scene.scale, scene.sheet.font_size)
        disc = pygame.Rect(centre[0] - radius, centre[1] - radius, 2 * radius, 2 * radius)
        assert not disc.colliderect(value[0].rect), (disc, value[0].rect)
        box = countdown_box(cell, scene.scale)
        assert box.contains(disc), (disc, box)  # inside its box, never over its border
        assert 2 * radius >= box.h * 0.8  # a badge, not a coin
        drawn = pygame.Surface(app.screen.get_size())
        app.manager.draw(drawn)
        assert drawn.get_at(centre)[:3] != drawn.get_at((cell.x + 3, cell.bottom - 3))[:3]
        assert cell.left < disc.left and disc.right <= cell.right  # in its column
        wide = text_size("888", scene.sheet.font_size, BOLD)[0]
        assert disc.left >= cell.centerx + wide // 2  # beside three digits too
    finally:
        app.close()
