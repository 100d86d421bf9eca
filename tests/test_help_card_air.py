"""Every card of both "?" pages keeps air inside its frame (critic F71: at 1024x600 the Yams
cards 5 and 6's dice touched or crossed their cards' top borders and card 5's sheet filled it
to its bottom): each picture's ink lies inside its frame less the card's air
(:meth:`~game.scenes.help_tiles.TileHelpOverlay.card_air`) on every side, at the three sizes."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.farkle_help import FarkleHelpOverlay
from game.scenes.yams_help import YamsHelpOverlay
from tests.uihelpers import make_app
from tools.render_screens import open_table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


@pytest.mark.parametrize("kind, page", [("yams", YamsHelpOverlay),
                                        ("farkle", FarkleHelpOverlay)])
@pytest.mark.parametrize("size", SIZES)
def test_every_picture_keeps_air_inside_its_card(tmp_path, kind, page, size):
    app = make_app(tmp_path, size=size, menu_drawn=False)
    try:
        open_table(app, kind, 1)
        shown = page(app)
        app.manager.push(shown, fade=False)
        shown.layout(size)
        air = shown.card_air()
        assert air >= 4
        for k in range(len(shown.texts())):
            art = shown.step_rects(k)[0]
            inside = shown.frame_rect(art).inflate(-2 * air, -2 * air)
            layer = pygame.Surface(size, pygame.SRCALPHA)  # the picture alone, its ink
            shown.draw_picture(layer, k, art)
            ink = layer.get_bounding_rect()
            assert ink.w and inside.contains(ink), (kind, size, k + 1, ink, inside)
    finally:
        app.close()
