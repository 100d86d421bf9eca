"""New Game's add card is an invitation, not a faded ghost of a card (critic A41): it wears
the colour the next person's seat will get, a big "+" where a seat card has its mark, and its
words in full cream."""

from __future__ import annotations

import pytest

from game import theme
from game.widgets.seats import COMPUTER_STYLE, seat_colour
from tests.uihelpers import FRAME, make_app
from tools.render_screens import open_new_game

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # (suite time, r72)


def near(a, b, within=40) -> bool:
    return sum((x - y) ** 2 for x, y in zip(a[:3], b[:3], strict=True)) <= within ** 2


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
@pytest.mark.parametrize("humans", [1, 3])
def test_the_add_card_wears_the_next_seats_colour_and_a_big_plus(tmp_path, size, humans):
    app = make_app(tmp_path, size=size)
    try:
        scene = open_new_game(app, "yams", humans)
        for _ in range(30):
            app.step(FRAME)
        scene.draw(app.screen)
        (add,) = scene.free_seat_rects()
        colour = seat_colour(humans % COMPUTER_STYLE)  # the next person's, as the table's
        pixels = [app.screen.get_at((x, y)) for x in range(add.x, add.right, 3)
                  for y in range(add.y, add.bottom, 3)]
        share = sum(near(p, colour) for p in pixels) / len(pixels)
        assert share >= 0.05, (share, colour)  # its colour reads (a seat card's strip, disc)
        # the "+" in the middle of the disc where a seat card has its mark, in the dark
        # of a mark; the disc round it in the seat's colour
        mark = scene.tall_mark_rect(add)
        assert not near(app.screen.get_at(mark.center), colour)
        assert near(app.screen.get_at((mark.centerx - mark.w // 5, mark.centery - mark.h // 5)),
                    colour)
    finally:
        app.close()


def test_the_add_cards_words_in_full_cream(tmp_path, monkeypatch):
    from game.scenes import new_game_cards

    drawn = []
    real = new_game_cards.draw_text

    def spy(surface, text, size, colour, pos, *args, **kwargs):
        drawn.append((text, colour))
        return real(surface, text, size, colour, pos, *args, **kwargs)

    monkeypatch.setattr(new_game_cards, "draw_text", spy)
    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = open_new_game(app, "yams", 2)
        for _ in range(30):
            app.step(FRAME)
        drawn.clear()
        scene.draw(app.screen)
        words = scene.tr("new_game.add_player").lstrip("+ ").strip()
        assert (words, theme.CREAM) in [(t.lstrip("+ ").strip(), c) for t, c in drawn], drawn
    finally:
        app.close()
