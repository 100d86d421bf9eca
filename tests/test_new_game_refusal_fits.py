"""New Game's word on a refused letter stays inside its own card's width, its lines at the type
floor or above: never over the card's mark, another card or the "›" between two cards."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.widgets.text import text_size
from tests.uihelpers import FRAME, make_app
from tools.render_screens import open_new_game

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
@pytest.mark.parametrize(("humans", "index"), [(1, 0), (4, 1), (6, 0), (6, 5)])
@pytest.mark.parametrize("typed", ["\U0001F600", "x"])
def test_the_refusal_stands_inside_its_cards_width(tmp_path, size, humans, index, typed):
    app = make_app(tmp_path, size=size)
    try:
        scene = open_new_game(app, "yams", humans)
        for _ in range(6):
            app.step(0.1)
        field = scene.fields[index]
        scene.focus.focus(field)
        field.set_text("A" * theme.NAME_MAX_LENGTH if typed == "x" else "Ion")
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=typed))
        app.step(FRAME)
        bubble = scene.refusal_rect()
        assert bubble is not None
        cards = [c for c, _, _ in scene.seat_chips()]
        card = next(c for c in cards if c.colliderect(field.rect))
        edge = scene.card_edge()
        assert card.x + edge <= bubble.x and bubble.right <= card.right - edge  # its width
        words = scene.refusal_card_words(card)
        assert words.size >= theme.font_floor(scene.scale)  # never under the type floor
        assert all(text_size(line, words.size)[0] <= bubble.w for line in words.lines)
        assert " ".join(words.lines) == scene.refusal_text()  # all its words, none cut
        assert not bubble.colliderect(field.rect)
        if scene.refusal_in_head():  # in its card, on the letters left's place over the name
            # (round 74, S16: the mark keeps its size in every beat; a bubble taller than
            # that place stands over the mark's foot while it shows, a tooltip)
            k = cards.index(card)
            mark = scene.tall_mark_rect(card, scene.card_bubble_room(card, k))
            assert card.contains(bubble) and bubble.top < scene.count_slot(card).bottom
            assert mark == scene.tall_mark_rect(card)  # the mark as in every beat
            assert mark.h >= scene.px(24)  # the mark still a mark
        else:  # under its card: over no card of its row nor above (critic I72: a tooltip
            # over the row under it, no band of felt kept between the rows for it)
            assert bubble.top > card.bottom, (bubble, card)
            assert not any(bubble.colliderect(c) for c in cards if c.top <= card.top)
        assert pygame.Rect((0, 0), size).contains(bubble)
    finally:
        app.close()


# (hS30: with five cards on a row the words fit one line at 1920 and wrap evenly anyway at
# 1024; at 1366 a plain wrap leaves a word alone)
@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600), (1366, 768)])
@pytest.mark.parametrize("humans", [1, 2])
def test_the_emoji_refusal_speaks_at_the_length_refusals_size_wrapped_evenly(tmp_path, humans,
                                                                              size):
    # hS17: the emoji refusal wrapped at the type floor (~14 px at 1920x1080), "nume" alone
    # on its second line, while the length refusal spoke at the hints' size
    app = make_app(tmp_path, size=size)
    try:
        scene = open_new_game(app, "yams", humans)
        app.step(0.1)
        field = scene.fields[0]
        scene.focus.focus(field)
        field.set_text("Ion")
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="\U0001F600"))
        app.step(FRAME)
        card = scene.refused_card()
        emoji = scene.refusal_card_words(card)
        length = scene.refusal_words(
            max(1, card.w - 2 * scene.card_edge()), scene.refusal_lines_most(),
            scene.tr("new_game.name_too_long", limit=theme.NAME_MAX_LENGTH))
        assert emoji.size == length.size >= theme.font_px(theme.FONT_SMALL, scene.scale) * 0.85
        assert len(emoji.lines) == 1 or all(" " in line.strip() for line in emoji.lines)
        widths = [text_size(line, emoji.size)[0] for line in emoji.lines]
        assert min(widths) >= 0.6 * max(widths), emoji.lines  # of about one length
    finally:
        app.close()
