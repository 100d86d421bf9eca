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
            # large dice (half the area's height: since hS23 their turned pictures, not their
            # squares, keep clear of each other and of the area's edges)
            assert max(spot.h for spot in spots) >= band.h * 0.5, (name, size)
            pictures = _footprints(card)
            span = max(s.right for s in pictures) - min(s.left for s in pictures)
            assert span >= band.w * 0.8, (name, size, span, band.w)  # across the area
            # the felt under the dice lit towards its middle, darker at its rim
            rim = _light(app.screen, (band.x + band.w // 40 + 4, band.bottom - 6))
            middle = min(_light(app.screen, (x, band.y + band.h // 10))
                         for x in range(band.centerx - 4, band.centerx + 5, 4))
            assert middle > rim + 12, (name, size, middle, rim)
    finally:
        app.close()


def _footprints(card: GameCard) -> list[pygame.Rect]:
    from game.widgets.game_card import card_die

    return [card_die(*key).get_rect(center=spot.center)
            for key, spot in zip(card.art_keys(), card.art_rects(), strict=True)]


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_each_cards_dice_stand_clear_of_each_other_with_an_even_margin(tmp_path, size):
    # hS23: 10 000's dice overlapped each other and Yams's nearly touched their picture's edges
    app = make_app(tmp_path, size=size)
    try:
        settle(app)
        for name in ("menu.yams", "menu.farkle"):
            card = button_named(app, name)
            band, dice = card.art_band(), _footprints(card)  # each turned die's whole picture
            for i, a in enumerate(dice):
                for b in dice[i + 1:]:
                    assert not a.inflate(2, 2).colliderect(b), (name, size, a, b)  # clear
            box = dice[0].unionall(dice[1:])
            left, right = box.x - band.x, band.right - box.right
            top, bottom = box.y - band.y, band.bottom - box.bottom
            least = max(4, round(band.h * 0.06))
            assert min(left, right, top, bottom) >= least, (name, size, left, right, top, bottom)
            assert abs(left - right) <= 2 and abs(top - bottom) <= 2, (
                name, size, left, right, top, bottom)
            assert max(left, top) <= 2 * min(left, top) + 2, (name, size, left, top)  # all round
    finally:
        app.close()
