"""The menu's game cards carry an illustration, not small icons: their dice large (a front
die most of the art area's height), spanning its width, on a patch of felt lit towards its
middle, at the three window sizes."""

from __future__ import annotations

import pygame
import pytest

from game.widgets.game_card import GameCard
from tests.uihelpers import button_named, make_app, settle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _light(surface: pygame.Surface, point: tuple[int, int]) -> int:
    return sum(tuple(surface.get_at(point))[:3])


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_game_cards_art_fills_its_area_with_large_dice_on_lit_felt(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        settle(app)
        for name in ("menu.yams", "menu.farkle"):
            card = button_named(app, name)
            assert isinstance(card, GameCard)
            band, spots = card.art_band(), card.art_rects()
            assert all(band.contains(spot) for spot in spots)
            assert max(spot.h for spot in spots) >= band.h * 0.6, (name, size)  # large dice
            span = max(s.right for s in spots) - min(s.left for s in spots)
            assert span >= band.w * 0.85, (name, size, span, band.w)  # across the area
            # the felt under the dice lit towards its middle, darker at its rim
            rim = _light(app.screen, (band.x + band.w // 40 + 4, band.bottom - 6))
            middle = min(_light(app.screen, (x, band.y + band.h // 10))
                         for x in range(band.centerx - 4, band.centerx + 5, 4))
            assert middle > rim + 12, (name, size, middle, rim)
    finally:
        app.close()
