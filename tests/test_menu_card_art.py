"""The menu's game cards carry an illustration, not small icons: their dice large (a front
die most of the art area's height), spanning its width, on a patch of felt lit towards its
middle, at the three window sizes; since hM28 beside their game's prop (the Yams cup and
score sheet, the 10 000 chips), a picture rather than a strip of dice."""

from __future__ import annotations

import pygame
import pytest

from game.widgets.game_card import GameCard
from tests.uihelpers import FRAME, button_named, make_app, settle

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
            app.manager.top.choose(name.removeprefix("menu."))  # each seen chosen, unveiled
            app.step(FRAME)
            band, spots = card.art_band(), card.art_rects()
            room = card.dice_band()  # (hM28: beside the card's prop, the cup or the chips)
            assert band.contains(room) and all(room.contains(spot) for spot in spots)
            # large dice (half the area's height: since hS23 their turned pictures, not their
            # squares, keep clear of each other and of the area's edges)
            # (hM28: two fifths beside a prop, which shares the area with them)
            assert max(spot.h for spot in spots) >= band.h * (0.4 if card.prop else 0.5), (
                name, size)
            pictures = _footprints(card)
            span = max(s.right for s in pictures) - min(s.left for s in pictures)
            assert span >= room.w * 0.8, (name, size, span, room.w)  # across their room
            # the felt under the dice lit towards its middle, darker at its rim
            band = band.move(0, card.body_rect().y - card.rect.y)  # (hN29: lifted)
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
            band, dice = card.dice_band(), _footprints(card)  # each turned die's whole picture
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


def _share_near(surface: pygame.Surface, rect: pygame.Rect, colour, tolerance: int = 24) -> float:
    """The share of ``rect``'s pixels (every 3rd) within ``tolerance`` of ``colour``."""
    hits = total = 0
    for x in range(rect.x, rect.right, 3):
        for y in range(rect.y, rect.bottom, 3):
            c = surface.get_at((x, y))
            total += 1
            hits += all(abs(c[k] - colour[k]) <= tolerance for k in range(3))
    return hits / max(1, total)


def test_each_card_is_an_illustration_with_its_prop(tmp_path):
    # hM28: the critic saw a strip of dice, no illustration: the Yams card's dice roll out of
    # a leather cup onto the corner of a score sheet; the 10 000 card's throw lies beside
    # stacks of chips (red, gold, white)
    from game.widgets import card_props

    size = (1366, 768)
    app = make_app(tmp_path, size=size)
    try:
        settle(app)
        yams, farkle = button_named(app, "menu.yams"), button_named(app, "menu.farkle")
        assert (yams.prop, farkle.prop) == ("cup", "chips")
        screen = app.screen
        lifted = yams.body_rect().y - yams.rect.y  # (hN29: the chosen card stands lifted)
        cup = card_props.prop_room(yams.art_band(), "cup").move(0, lifted)
        assert _share_near(screen, cup, card_props.LEATHER) > 0.12  # the cup
        corner = yams.art_band().copy()
        corner.update(corner.right - corner.w // 5, corner.bottom - corner.h // 4 + lifted,
                      corner.w // 5, corner.h // 4)
        assert _share_near(screen, corner, card_props.PAPER, 12) > 0.2  # the sheet's corner
        app.manager.top.choose("farkle")  # (hN29: the chips seen on their card chosen)
        app.step(FRAME)
        screen = app.screen
        lifted = farkle.body_rect().y - farkle.rect.y
        chips = card_props.prop_room(farkle.art_band(), "chips").move(0, lifted)
        for colour in (card_props.CHIPS[0], card_props.CHIPS[2]):
            assert _share_near(screen, chips, colour, 30) > 0.03, colour
        for card, room in ((yams, cup), (farkle, chips)):  # the dice beside it, not on it
            assert not any(room.colliderect(spot) for spot in card.art_rects())
    finally:
        app.close()
