"""The menu's game cards with a saved game breathe (hM31, critic: the card was cramped, the
titles pressed against the art, the resume card squeezed the card): the game's name stands
clear under its art, the saved-game card clear under the name and above the card's foot, on
both cards, at every size."""

from __future__ import annotations

import pytest

from game.engine.players import Player
from game.engine.yams import YamsGame
from game.widgets.text import STAMP, line_height
from tests.uihelpers import FRAME, make_app

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]
NAME_AIR = 10
"""Reference pixels at least between a card's art and its name's line."""


@pytest.mark.parametrize("size", SIZES)
def test_the_saved_games_card_gives_its_parts_air(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        app.store.save_game("yams", YamsGame.new([Player("Ana"), Player("IA", True)]).to_dict())
        menu = app.manager.top
        menu.enter()
        menu.skip_entrance()
        app.step(FRAME)
        for card in (menu.yams_button, menu.farkle_button):
            half = round(line_height(card.name_size(), STAMP) * 0.5)
            name_top = card.name_centre() - half
            air = name_top - card.art_band().bottom
            assert air >= card.px(NAME_AIR) if hasattr(card, "px") else air >= round(
                NAME_AIR * card.scale), (size, air)
            if card.shows_badge():
                badge = card.badge_rect()
                assert badge.top >= card.name_centre() + half
                assert card.rect.bottom - badge.bottom >= round(24 * card.scale), (size, badge)
    finally:
        app.close()
