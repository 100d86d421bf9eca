"""New Game's two rows of seat cards stand as close as two cards of a row (critic I72: with six
or seven seats an empty band opened between the rows, kept for the name refusal's bubble, and
the cards shrank for it): the gap between the rows is the gap between two cards of a row, the
cards take the rest; a refusal by a card of the first row shows as a tooltip over the row
under it, in its card's width, drawn over that row, its point up to its own card."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.engine.players import MAX_HUMANS
from game.scenes.new_game_places import SEAT_CARD_GAP
from tests.test_new_game_one_card_size import _laid_out
from tests.uihelpers import FRAME, make_app
from tools.render_screens import open_new_game

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
@pytest.mark.parametrize("kind", ["yams", "farkle"])
def test_the_two_rows_stand_as_close_as_two_cards_of_a_row(tmp_path, size, kind):
    app = make_app(tmp_path, size=size)
    try:
        scene = open_new_game(app, kind, 1)
        for humans in range(4, MAX_HUMANS + 1):
            _laid_out(scene, humans)
            places = scene.seat_places()
            rows = sorted({p.y for p in places})
            assert len(rows) == 2, (humans, rows)
            first = next(p for p in places if p.y == rows[0])
            between = rows[1] - first.bottom
            assert between <= scene.px(SEAT_CARD_GAP) + 1, (humans, between)
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
def test_a_first_rows_refusal_is_a_tooltip_over_the_row_under_it(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = open_new_game(app, "farkle", MAX_HUMANS)
        for _ in range(6):
            app.step(0.1)
        field = scene.fields[0]
        scene.focus.focus(field)
        field.set_text("Ion")
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="\U0001F600"))
        app.step(FRAME)
        card = scene.shown_card_rects()[0]
        bubble = scene.refusal_rect()
        assert bubble is not None
        assert bubble.top == card.bottom + scene.refusal_tip(), (bubble, card)
        assert card.x <= bubble.x and bubble.right <= card.right, (bubble, card)
        below = [c for c in scene.shown_card_rects() if c.top > card.bottom]
        over = [c for c in below if c.colliderect(bubble)]
        assert over, "the bubble stands in a band of its own"
        # drawn over the card under it: its fill where the card is
        spot = bubble.clip(over[0])
        column = {tuple(app.screen.get_at((spot.x + scene.px(14), y))[:3])
                  for y in range(spot.top, spot.bottom)}
        assert theme.PILL_REFUSED in column, column
    finally:
        app.close()
