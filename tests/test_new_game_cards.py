"""New Game's seat cards as a screen critic judged them: one shape from one seat to seven and
never gone, a 16-letter name whole on its card, the cards filling the room under the form, and
a refused character explained beside its field."""

from __future__ import annotations

import pygame
import pytest

from game.scenes import new_game
from tests.uihelpers import FRAME, make_app
from tools.render_screens import open_new_game

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # many apps

SIZES = [(1024, 600), (1366, 768), (1920, 1080)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("kind", ["yams", "farkle"])
def test_the_seat_cards_keep_one_shape_and_never_vanish(tmp_path, size, kind):
    app = make_app(tmp_path, size=size)
    try:
        scene = open_new_game(app, kind, 1)
        window = pygame.Rect((0, 0), size)
        for humans in range(1, new_game.MAX_HUMANS + 1):
            scene.humans.value = humans
            scene._on_count(humans)
            app.step(FRAME)
            cards = [rect for rect, _, _ in scene.seat_chips()]
            assert len(cards) == humans + 1, (humans, "a seat without its card")
            assert len({card.size for card in cards}) == 1  # equal cards
            card = cards[0]
            assert abs(card.h - card.w * new_game.SEAT_CARD_RATIO) <= 2, (humans, card.size)
            assert card.h >= scene.px(90)
            for i, rect in enumerate(cards):
                assert window.contains(rect)
                assert not rect.colliderect(scene.panel)
                assert not rect.colliderect(scene.start_button.rect)
                assert not rect.colliderect(scene.back_button.rect)
                assert all(not rect.colliderect(other) for other in cards[i + 1:])
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_a_sixteen_letter_name_is_whole_on_its_card_at_the_size_of_the_others(
        tmp_path, size, monkeypatch):
    drawn: list[tuple[str, int, tuple[int, int]]] = []
    real = new_game.draw_text

    def spy(surface, text, size_, colour, pos, *args, **kwargs):
        drawn.append((text, size_, pos))
        return real(surface, text, size_, colour, pos, *args, **kwargs)

    monkeypatch.setattr(new_game, "draw_text", spy)
    app = make_app(tmp_path, size=size)
    try:
        scene = open_new_game(app, "farkle", 6)
        long_name = "Ștefan Țuțuianuu"
        assert len(long_name) == 16
        scene.fields[0].set_text(long_name)
        scene.fields[1].set_text("Alexandrescuuuuu")  # one word of sixteen letters
        app.step(FRAME)
        drawn.clear()
        scene.draw(app.screen)
        chips = scene.seat_chips()
        sizes = set()
        for rect, label, _ in chips:
            name = label.split(" · ", 1)[1]
            inside = [(text, s) for text, s, pos in drawn
                      if rect.collidepoint(pos) and text != label.split(" · ")[0]]
            assert "".join(text for text, _ in inside).replace(" ", "") == name.replace(
                " ", ""), (name, inside)  # whole: never cut with "…"
            assert len(inside) <= 2
            sizes |= {s for _, s in inside}
        assert len(sizes) == 1  # one size on every card: none shrunk alone
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768)])
def test_the_cards_fill_the_room_between_the_form_and_the_buttons(tmp_path, size):
    # 10 000's form (with its target and level) is the taller: its cards fill the room under
    # it; Yams's cards are the same size, its spare room shared by three gaps (none over 8 %).
    app = make_app(tmp_path, size=size)
    try:
        scene = open_new_game(app, "farkle", 1)
        app.step(FRAME)
        cards = [rect for rect, _, _ in scene.seat_chips()]
        note_bottom = scene.panel.bottom + scene.px(12) + scene.font_px(34)
        free = scene.start_button.rect.y - note_bottom - cards[0].h
        assert free <= size[1] * 0.08, (free, cards[0].h)  # no empty band of felt
        assert cards[0].h >= size[1] * 0.17
        app.manager.pop(fade=False)
        scene = open_new_game(app, "yams", 1)
        app.step(FRAME)
        cards = [rect for rect, _, _ in scene.seat_chips()]
        note_bottom = scene.panel.bottom + scene.px(12) + scene.font_px(34)
        summary_bottom = scene.summary_y + scene.font_px(34)
        for band in (scene.panel.y - summary_bottom, cards[0].y - note_bottom,
                     scene.start_button.rect.y - cards[0].bottom):
            assert band <= size[1] * 0.08, band
    finally:
        app.close()


# A number of seats has one card size whatever the game: Yams's shorter form once gave its
# cards nearly twice the size of 10 000's.
@pytest.mark.parametrize("size", SIZES)
def test_a_number_of_seats_has_one_card_size_in_both_games(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        for humans in range(1, new_game.MAX_HUMANS + 1):
            sizes = set()
            for kind in ("yams", "farkle"):
                scene = open_new_game(app, kind, humans)
                app.step(FRAME)
                sizes |= {rect.size for rect, _, _ in scene.seat_chips()}
                app.manager.pop(fade=False)
            assert len(sizes) == 1, (humans, sizes)
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("index", [0, 2])
def test_a_refused_character_is_explained_beside_its_field(tmp_path, size, index):
    app = make_app(tmp_path, size=size)
    try:
        scene = open_new_game(app, "yams", 3)
        field = scene.fields[index]
        scene.focus.focus(field)
        field.set_text("")
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Ion😀"))
        app.step(FRAME)
        assert field.text == "Ion"
        bubble = scene.refusal_rect()
        assert bubble is not None
        under = (0 <= bubble.top - field.rect.bottom <= scene.px(40)
                 and bubble.left < field.rect.right and bubble.right > field.rect.left)
        right = (0 <= bubble.left - field.rect.right <= scene.px(40)
                 and bubble.top < field.rect.bottom and bubble.bottom > field.rect.top)
        assert under or right
        assert right == (index == 2)  # the free place beside the last name when there is one
        assert pygame.Rect((0, 0), size).contains(bubble)
        assert not bubble.colliderect(field.rect)  # the name stays readable
        if right:  # in a free place: it hides no other field
            assert not any(bubble.colliderect(other.rect) for other in scene.fields
                           if other.visible)
        said = app.tr("look.name_refused")
        assert said not in [n.text for n in app.notices.notices]  # said once, there
        for _ in range(int(5 / 0.1)):
            app.step(0.1)
        assert scene.refusal_rect() is None  # and it goes
    finally:
        app.close()
