"""The menu's game cards with a saved game breathe (hM31, critic: the card was cramped, the
titles pressed against the art, the resume card squeezed the card): the game's name stands
clear under its art, the saved-game card clear under the name and above the card's foot, on
both cards, at every size."""

from __future__ import annotations

import pytest

from game.engine.players import Player
from game.engine.yams import YamsGame
from game.widgets.text import STAMP, line_height, render
from tests.uihelpers import FRAME, make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # (suite time, r72)

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]
NAME_AIR = 10
"""Reference pixels at least between a card's art and its name's line."""


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("name", ["Ana", "Maximilian-Radu"])  # one row, two (round 50)
def test_the_saved_games_card_gives_its_parts_air(tmp_path, size, name):
    app = make_app(tmp_path, size=size)
    try:
        app.store.save_game("yams", YamsGame.new([Player(name), Player("IA", True)]).to_dict())
        menu = app.manager.top
        menu.enter()
        menu.skip_entrance()
        app.step(FRAME)
        for card in (menu.yams_button, menu.farkle_button):
            half = round(line_height(card.name_size(), STAMP) * 0.5)
            # round 50: the name's drawn letters are measured (its line's box, taller than
            # its letters, may reach into the art's strip now that a one-row saved card
            # leaves the name where it stands without a saved game: critic A41 saw the art
            # shrink for the room)
            words = render(card.text, card.name_size(), (255, 255, 255), STAMP)
            ink_top = card.name_centre() - words.get_height() // 2 \
                + words.get_bounding_rect().top
            air = ink_top - card.art_band().bottom
            assert air >= round(NAME_AIR * card.scale), (size, air)
            if card.shows_badge():
                badge = card.badge_rect()
                assert badge.top >= card.name_centre() + half
                assert card.rect.bottom - badge.bottom >= round(24 * card.scale), (size, badge)
    finally:
        app.close()
