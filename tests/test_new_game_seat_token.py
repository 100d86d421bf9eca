"""New Game's seat marks are tokens, not bare shapes: each seat's card carries a disc in the
seat's colour with the seat's shape drawn on it in ink (a player's piece, as a commercial
table gives each player an avatar), and the names are written in one size whatever the
number of players, one that fits a name of sixteen letters on the cards of seven seats at
1024×600.

(This overturns on purpose the older promise that the names grow on the bigger cards of fewer
players: the type no longer jumps when a seat is added or taken away.)"""

from __future__ import annotations

import pytest

from game import theme
from game.engine.players import MAX_HUMANS
from game.scenes.new_game import LONGEST_NAME
from game.scenes.new_game_places import NAME_FACE
from game.widgets.seats import draw_seat_token, seat_colour
from game.widgets.text import text_size
from tests.uihelpers import make_app
from tools.render_screens import open_new_game

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _near(a, b, tolerance=40):
    return all(abs(x - y) <= tolerance for x, y in zip(a[:3], b[:3], strict=True))


def test_a_seat_token_is_a_disc_of_the_seats_colour_with_its_shape_in_ink():
    import pygame

    for style in range(7):
        surface = pygame.Surface((200, 200))
        surface.fill((0, 0, 0))
        rect = draw_seat_token(surface, (100, 100), 120, style)
        assert rect.size == (120, 120)
        assert _near(surface.get_at((100, 100)), theme.SEAT_MARK_RIM), style  # the shape, ink
        # the disc's own colour round the shape (where a bare triangle or star leaves none)
        ring = [surface.get_at((100 + dx, 100 + dy)) for dx, dy in
                ((40, 28), (-40, 28), (40, -28), (-40, -28))]
        assert all(_near(pixel, seat_colour(style)) for pixel in ring), (style, ring)


@pytest.mark.parametrize("kind", ["yams", "farkle"])
def test_every_seat_card_carries_its_token(tmp_path, monkeypatch, kind):
    from game.scenes import new_game_cards

    drawn: list[int] = []
    real = new_game_cards.draw_seat_token

    def spy(surface, centre, side, style):
        drawn.append(style)
        return real(surface, centre, side, style)

    monkeypatch.setattr(new_game_cards, "draw_seat_token", spy)
    app = make_app(tmp_path, size=(1024, 600))
    try:
        scene = open_new_game(app, kind, 1)
        for humans in (1, 3, 6):
            scene.humans.set_value(humans)
            for _ in range(7):
                app.step(0.1)
            drawn.clear()
            scene.draw(app.screen)
            assert sorted(drawn) == sorted(scene.turn_order_seats()), humans
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_the_names_have_one_size_for_every_number_of_players(tmp_path, size):
    # one size per arrangement of the cards (tall cards, five tall ones in a row, or the
    # short ones of many seats: overturned on purpose, one size for all counts landed on the
    # floor), never changing while seats come and go within it
    app = make_app(tmp_path, size=size)
    try:
        scene = open_new_game(app, "farkle", 1)
        sizes: dict[int, set[int]] = {}
        for humans in range(1, MAX_HUMANS + 1):
            scene.humans.set_value(humans)
            for _ in range(7):  # past the slide
                app.step(0.1)
            rows = len({rect.y for rect in scene.seat_places()})  # (hS63: one row or two)
            sizes.setdefault(rows, set()).add(scene.name_size)
            # one that fits the longest name (in the names' face, hS31) on every shown field
            fields = [f.rect for f in scene.fields if f.visible]
            pad = theme.px(16, scene.scale)
            assert all(text_size(LONGEST_NAME, scene.name_size, NAME_FACE)[0] + 2 * pad <= f.w
                       for f in fields), fields
            assert scene.name_size >= scene.font_px(theme.FONT_SMALL)  # a name, not a footnote
        # critic A51 (reversing hS40's names following cards that grew for few players):
        # one card at every count, so one type for the names at every count; hS63 (critic
        # A61): one row's cards taller, their name fields too: one type per arrangement, one
        # row's no smaller than two rows'
        assert all(len(at) == 1 for at in sizes.values()), sizes
        assert min(sizes[1]) >= max(sizes[2]), sizes
    finally:
        app.close()
