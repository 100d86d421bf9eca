"""New Game's short seat cards (10 000 with four to six people: two rows of flat cards): each
card's turn and mark stand beside its name, in a column at its left, the turn's number in
type about a quarter of the card's height, the name field taller than a third of the card
(no band of the card left holding only a small badge and mark above the name); the cards of
fewer seats keep their mark above the name."""

from __future__ import annotations

import pytest

from game.scenes import new_game_cards
from tests.uihelpers import make_app
from tools.render_screens import open_new_game

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
def test_short_cards_put_the_turn_and_mark_beside_the_name_big(tmp_path, size, monkeypatch):
    marks: list[tuple[tuple[int, int], int]] = []
    turns: list[tuple[str, int, tuple[int, int]]] = []
    real_mark, real_text = new_game_cards.draw_seat_token, new_game_cards.draw_text

    def mark_spy(surface, centre, side, style):
        marks.append((tuple(centre), side))
        return real_mark(surface, centre, side, style)

    def text_spy(surface, text, size_, colour, pos, *args, **kwargs):
        if text.isdigit():
            turns.append((text, size_, tuple(pos)))
        return real_text(surface, text, size_, colour, pos, *args, **kwargs)

    monkeypatch.setattr(new_game_cards, "draw_seat_token", mark_spy)
    monkeypatch.setattr(new_game_cards, "draw_text", text_spy)
    app = make_app(tmp_path, size=size)
    try:
        scene = open_new_game(app, "farkle", 1)
        for humans in (4, 5, 6):
            scene.humans.set_value(humans)
            for _ in range(7):  # past the fades and the slide
                app.step(0.1)
            marks.clear()
            turns.clear()
            scene.draw(app.screen)
            cards = [rect for rect, _, _ in scene.seat_chips()]
            fields = [scene.name_field_rect(card, scene.field_h) for card in cards]
            assert len(marks) == len(cards) and len(turns) == len(cards), humans
            for card, field, (centre, side), (_, number, at) in zip(
                    cards, fields, marks, turns, strict=True):
                assert card.contains(field), (humans, card, field)
                # (10 000's cards are short at any count: one layout, hS16)
                # beside the name: left of its field, level with it
                assert centre[0] + side // 2 <= field.left, (humans, card, field, centre)
                assert at[0] < field.left and card.top <= at[1] <= card.bottom
                assert field.top <= centre[1] + side // 2 and centre[1] - side // 2 < field.bottom
                # big: the turn's number and the name field fill the card's height
                assert number >= 0.24 * card.h, (humans, card, number)
                assert side >= 0.3 * card.h, (humans, card, side)
                assert field.h >= 0.45 * card.h, (humans, card, field)
    finally:
        app.close()
