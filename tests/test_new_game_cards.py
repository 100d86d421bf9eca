"""New Game's seat cards as a screen critic judged them: each person's name is typed on their
own card (one place for each name, never the field and the card both), the cards keep one size
from one seat to seven in a band that keeps its own, a 16-letter name shows whole in its field,
a click anywhere on a card reaches its field, and a refused character is explained beside it."""

from __future__ import annotations

import pygame
import pytest

from game.scenes import new_game
from game.widgets import forms
from tests.uihelpers import FRAME, make_app
from tools.render_screens import open_new_game

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # many apps

SIZES = [(1024, 600), (1366, 768), (1920, 1080)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("kind", ["yams", "farkle"])
def test_the_seat_cards_keep_one_size_in_a_band_as_tall_as_their_rows(tmp_path, size, kind):
    app = make_app(tmp_path, size=size)
    try:
        scene = open_new_game(app, kind, 1)
        window = pygame.Rect((0, 0), size)
        sizes, tops, firsts = set(), set(), set()
        for humans in range(1, new_game.MAX_HUMANS + 1):
            scene.humans.set_value(humans)
            app.step(FRAME)
            cards = [rect for rect, _, _ in scene.seat_chips()]
            assert len(cards) == humans + 1, (humans, "a seat without its card")
            sizes |= {card.size for card in cards}
            tops.add(scene.band.top)
            firsts.add(cards[0].y)  # (a row of fewer cards is centred across)
            # the band is as tall as its rows of cards: no empty felt above or below them
            assert scene.band.bottom == max(card.bottom for card in cards), humans
            assert scene.band.top == min(card.top for card in cards), humans
            assert cards[0].h >= size[1] * 0.12, cards[0]  # a card, not a strip
            for i, rect in enumerate(cards):
                assert window.contains(rect) and scene.band.contains(rect)
                assert not rect.colliderect(scene.panel)
                assert not rect.colliderect(scene.start_button.rect)
                assert not rect.colliderect(scene.back_button.rect)
                assert all(not rect.colliderect(other) for other in cards[i + 1:])
        assert len(sizes) == 1, sizes  # adding people never shrinks the cards
        assert len(tops) == 1, tops  # the band grows downward only
        assert len(firsts) == 1, firsts  # and the first card never moves
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("humans", [1, 6])
def test_each_name_is_typed_on_its_own_card_and_shown_nowhere_else(
        tmp_path, size, humans, monkeypatch):
    drawn: list[str] = []
    real = new_game.draw_text

    def spy(surface, text, *args, **kwargs):
        drawn.append(text)
        return real(surface, text, *args, **kwargs)

    monkeypatch.setattr(new_game, "draw_text", spy)
    app = make_app(tmp_path, size=size)
    try:
        scene = open_new_game(app, "farkle", humans)
        scene.fields[0].set_text("Ana-Maria")
        app.step(FRAME)
        drawn.clear()
        scene.draw(app.screen)
        order = scene.turn_order_indices()
        for (card, _, computer), index in zip(scene.seat_chips(), order, strict=True):
            if computer:
                continue
            field = scene.fields[index]
            assert field.visible and card.contains(field.rect), (index, card, field.rect)
        people = scene.player_names()
        assert not [text for text in drawn if text in people]  # the field is the only place
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_a_sixteen_letter_name_shows_whole_in_its_field(tmp_path, size, monkeypatch):
    shown: list[str] = []
    real = forms.draw_text

    def spy(surface, text, *args, **kwargs):
        shown.append(text)
        return real(surface, text, *args, **kwargs)

    monkeypatch.setattr(forms, "draw_text", spy)
    app = make_app(tmp_path, size=size)
    try:
        scene = open_new_game(app, "farkle", 6)
        for field, name in zip(scene.fields, [new_game.LONGEST_NAME, "Alexandrescuuuuu"],
                               strict=False):
            assert len(name) == 16
            field.set_text(name)
        scene.focus.focus(scene.fields[0])  # typed in: its count shows on the card, not in it
        app.step(FRAME)
        shown.clear()
        counts: list[tuple[str, tuple[int, int]]] = []
        real_card_text = new_game.draw_text
        monkeypatch.setattr(new_game, "draw_text", lambda s, text, size_, colour, pos, *a, **k:
                            counts.append((text, pos)) or real_card_text(s, text, size_, colour,
                                                                         pos, *a, **k))
        scene.draw(app.screen)
        assert new_game.LONGEST_NAME in shown and "Alexandrescuuuuu" in shown  # never cut
        card = scene.seat_chips()[scene.turn_order_indices().index(0)][0]
        assert [pos for text, pos in counts if text == "16/16" and card.collidepoint(pos)]
    finally:
        app.close()


def test_a_click_anywhere_on_a_persons_card_reaches_their_name(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = open_new_game(app, "yams", 3)
        app.step(FRAME)
        chips = scene.seat_chips()
        order = scene.turn_order_indices()
        k = order.index(2)
        card = chips[k][0]
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1,
                                             pos=(card.centerx, card.y + card.h // 4)))
        app.step(FRAME)
        assert scene.focus.focused is scene.fields[2]
        computer = next(rect for rect, _, is_computer in chips if is_computer)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1,
                                             pos=computer.center))
        app.step(FRAME)
        assert scene.focus.focused is scene.fields[2]  # the computer's card has no field
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("index", [0, 5])
def test_a_refused_character_is_explained_beside_its_field(tmp_path, size, index):
    app = make_app(tmp_path, size=size)
    try:
        scene = open_new_game(app, "yams", 6)
        field = scene.fields[index]
        scene.focus.focus(field)
        field.set_text("")
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Ion😀"))
        app.step(FRAME)
        assert field.text == "Ion"
        bubble = scene.refusal_rect()
        assert bubble is not None
        near = field.rect.inflate(0, 2 * scene.card_h)
        assert near.colliderect(bubble) and bubble.left < field.rect.right \
            and bubble.right > field.rect.left
        assert pygame.Rect((0, 0), size).contains(bubble)
        assert not bubble.colliderect(field.rect)  # the name stays readable
        assert not any(bubble.colliderect(other.rect) for other in scene.fields
                       if other.visible)  # and hides no other name
        said = app.tr("look.name_refused")
        assert said not in [n.text for n in app.notices.notices]  # said once, there
        for _ in range(int(5 / 0.1)):
            app.step(0.1)
        assert scene.refusal_rect() is None  # and it goes
    finally:
        app.close()
