"""A Penta's "de înscris" stands on its row's plate as words, in one frame (critic C71: a
pill with its own gold ring inside the plate's framed end read as a box in a box): around
its words, up to the tag's edges, only the plate's dark."""

from __future__ import annotations

import pygame
import pytest

from game.views.stage_landing import possible_rect
from game.views.stage_table import PLATE
from tests.uihelpers import make_app
from tools.screens_stage import _penta, freeze

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_the_pentas_tag_is_words_on_the_plate_no_pill(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        _penta(app)
        freeze(app, 50, "penta")
        stage = app.manager.top
        drawn = pygame.Surface(app.screen.get_size())
        app.manager.draw(drawn)
        tag = possible_rect(stage.picture)
        assert tag is not None
        edges = [(tag.left + 1, tag.centery), (tag.right - 2, tag.centery),
                 (tag.centerx, tag.top + 1), (tag.centerx, tag.bottom - 2)]
        for point in edges:
            colour = tuple(drawn.get_at(point))[:3]
            assert max(abs(a - b) for a, b in zip(colour, PLATE, strict=True)) <= 12, (
                point, colour)
    finally:
        app.close()
