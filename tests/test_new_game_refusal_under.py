"""New Game's refusal of a character stands under the name's card, in the game's refusal style,
covering nothing, the seat's token keeping its size (hS20: on a tall card the bubble stood in
the card's head over the seat's number badge, the token shrank to make room, and it was brown
on brown with no warning colour)."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from tests.uihelpers import FRAME, make_app
from tools.render_screens import open_new_game

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("humans", [3])
def test_the_refusal_stands_under_its_card_in_the_refusal_colour(tmp_path, humans):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        scene = open_new_game(app, "yams", humans)
        for _ in range(6):
            app.step(0.1)
        field = scene.fields[0]
        scene.focus.focus(field)
        field.set_text("Ion")
        card = scene.shown_card_rects()[0]
        token = scene.tall_mark_rect(card, scene.card_bubble_room(card, 0))
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="\U0001F600"))
        app.step(FRAME)
        bubble = scene.refusal_rect()
        assert bubble is not None and bubble.top > card.bottom, (bubble, card)
        assert scene.tall_mark_rect(card, scene.card_bubble_room(card, 0)) == token
        # (critic I72: a tooltip over the row under its card, no band kept between the rows
        # for it; over no card of its own row, nor the buttons)
        covered = [*(c for c in [*scene.shown_card_rects(), *scene.free_seat_rects()]
                     if c.top <= card.top),
                   scene.start_button.rect, scene.back_button.rect]
        assert not any(bubble.colliderect(rect) for rect in covered), bubble
        corner = app.screen.get_at((bubble.x + scene.px(14), bubble.y + 3))[:3]
        assert tuple(corner) == theme.PILL_REFUSED, corner
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080), (1366, 768)])
def test_on_one_row_of_big_cards_the_refusal_stands_in_the_cards_head(tmp_path, size):
    """One person: critic A51 reversed hS40's one row of big cards filling the room to the
    buttons (its refusal in the card's head). hS63 (critic A61, ~40 % of the screen bare
    felt): one row's cards fill the band again, so the bubble stands in its card's head
    again, over its name field (round 74: on the letters left's place, the mark keeping its
    size, the bubble over its foot while it shows), in the refusal
    colour, over no other card nor the buttons."""
    app = make_app(tmp_path, size=size)
    try:
        scene = open_new_game(app, "yams", 1)
        for _ in range(6):
            app.step(0.1)
        field = scene.fields[0]
        scene.focus.focus(field)
        field.set_text("Ion")
        card = scene.shown_card_rects()[0]
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="\U0001F600"))
        app.step(FRAME)
        bubble = scene.refusal_rect()
        assert bubble is not None and card.contains(bubble), (bubble, card)
        assert bubble.bottom <= field.rect.top, (bubble, field.rect)
        mark = scene.tall_mark_rect(card, scene.card_bubble_room(card, 0))
        # (round 74, S16: the mark keeps its size and place in every beat of editing, the
        # critic's card jumping; the bubble stands on the letters left's place over the
        # name, a tooltip over the mark's foot while it shows, whole inside the card)
        assert mark == scene.tall_mark_rect(card) and mark.bottom < bubble.bottom
        slot = scene.count_slot(card)
        assert slot.bottom <= bubble.bottom and bubble.top < slot.bottom, (slot, bubble)
        # (critic I72: the card's margin of air between the mark and the letters left's
        # place, 10 px at least)
        assert slot.top - mark.bottom >= max(10, scene.card_edge()), (mark, slot)
        assert not bubble.colliderect(scene.start_button.rect)
        others = [*scene.shown_card_rects()[1:], *scene.free_seat_rects()]
        assert not any(bubble.colliderect(rect) for rect in others), bubble
        corner = app.screen.get_at((bubble.x + scene.px(14), bubble.y + 3))[:3]
        assert tuple(corner) == theme.PILL_REFUSED, corner
    finally:
        app.close()
