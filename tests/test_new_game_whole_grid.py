"""New Game's seat grid is whole at any count (hS22: the critic saw the lower third of the
screen empty felt with one or two people, and 10 000's cards turned into thin strips): every
place of the seven-seat grid shows, as a seat card, the card that adds a person, or a quiet
empty seat; the cards are tall (the mark above the name) in both games, of one size whatever
the count; the grid fills the room between the order line and the buttons with even gaps (the
room under the last row is the room between the rows)."""

from __future__ import annotations

import pygame
import pytest

from game.engine.players import MAX_HUMANS
from game.scenes import new_game_cards
from tests.uihelpers import make_app, settle
from tools.render_screens import open_new_game

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _rest(app, scene):
    settle(app, 6)
    while scene.motion.moving:
        app.step(1 / 30)


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
@pytest.mark.parametrize("kind", ["yams", "farkle"])
def test_every_place_shows_and_the_cards_are_tall(tmp_path, monkeypatch, size, kind):
    drawn: list[pygame.Rect] = []
    real = new_game_cards.draw_empty_seat

    def spy(surface, rect, *args, **kwargs):
        drawn.append(pygame.Rect(rect))
        return real(surface, rect, *args, **kwargs)

    monkeypatch.setattr(new_game_cards, "draw_empty_seat", spy)
    app = make_app(tmp_path, size=size)
    try:
        scene = open_new_game(app, kind, 1)
        sizes = set()
        for humans in range(1, MAX_HUMANS + 1):
            scene.humans.set_value(humans)
            _rest(app, scene)
            drawn.clear()
            scene.draw(app.screen)
            cards = scene.card_rects()
            shown = [*cards, *scene.free_seat_rects(), *drawn]
            places = scene.seat_places()
            # every place shows one thing, nothing outside the places
            assert sorted(map(tuple, shown)) == sorted(map(tuple, places)), humans
            assert drawn == scene.empty_seat_rects(), humans
            # tall cards: the mark above the name, never a strip
            assert not scene.cards_short(), (humans, cards[0])
            sizes.add(cards[0].size)
        assert len(sizes) == 1, sizes  # one card size whatever the count
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
@pytest.mark.parametrize("kind", ["yams", "farkle"])
def test_the_grid_fills_its_room_with_even_gaps(tmp_path, size, kind):
    app = make_app(tmp_path, size=size)
    try:
        scene = open_new_game(app, kind, 2)
        _rest(app, scene)
        places = scene.seat_places()
        rows = sorted({p.y for p in places})
        assert len(rows) == 2
        first = [p for p in places if p.y == rows[0]]
        second = [p for p in places if p.y == rows[1]]
        between = second[0].top - first[0].bottom
        below = scene.start_button.rect.top - second[0].bottom
        assert abs(below - between) <= scene.px(6), (between, below)
        # a clicked empty seat adds a person, as the add card does
        empty = scene.empty_seat_rects()[0]
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1,
                                             pos=empty.center))
        app.step(1 / 30)
        assert scene.humans.value == 3
    finally:
        app.close()
