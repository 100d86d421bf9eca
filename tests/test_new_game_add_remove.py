"""New Game's add card and a person removed (hS29, the critic's notes): a click on
"+ Adaugă jucător" names the new person at once (the caret in their name field, typing goes
there), as Enter on it does; a person added or removed, no two cards ever show one number on
the way (the computer's changes with its move; the add card, before it, has none: K72 #13)."""

from __future__ import annotations

import pytest

from game.scenes import new_game_cards
from game.scenes.new_game_places import ADD_CARD
from game.widgets import layout_record
from tests.uihelpers import click_at, make_app, recorded_frame, type_text
from tools.render_screens import open_new_game

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _at_rest(app, scene):
    for _ in range(6):
        app.step(0.1)
    while scene.motion.moving:
        app.step(1 / 30)


def test_a_click_on_the_add_card_names_the_new_person(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = open_new_game(app, "yams", 1)
        _at_rest(app, scene)
        click_at(app, scene.free_seat_rects()[0].center)
        assert scene.humans.value == 2
        assert scene.focus.focused is scene.fields[1]  # the caret in the new card's name
        before = scene.fields[0].text
        type_text(app, "Zoe")
        assert scene.fields[1].text.endswith("Zoe") and scene.fields[0].text == before
    finally:
        app.close()


def _numbers(scene, size) -> list[str]:
    """The digits drawn on the cards (seats, the add card, the ones fading out): since critic
    K72 #13 the add card, standing before the computer's, carries no number of its own (one on
    its way would be painted on a layer the record does not see, hS50: the drawing of the add
    card is asked for its digits too)."""
    painted: list[str] = []
    real = new_game_cards.draw_text

    def spy(surface, text, *args, **kwargs):
        if text.isdigit() and not layout_record.is_window(surface):
            painted.append(text)
        return real(surface, text, *args, **kwargs)

    new_game_cards.draw_text = spy
    try:
        frame = recorded_frame(scene, size)
    finally:
        new_game_cards.draw_text = real
    cards = [*scene.shown_card_rects(), *(rect for _, rect, _ in scene.motion.leaving())]
    free = scene.free_seat_rects()
    if free:
        cards.append(scene.motion.rect(ADD_CARD, free[0]))
    return [mark.text for mark in frame.texts
            if mark.text.isdigit() and any(card.contains(mark.rect) for card in cards)] + painted


@pytest.mark.parametrize("kind, humans", [("farkle", 3), ("yams", 2), ("yams", 5)])
def test_a_person_removed_no_number_shows_twice(tmp_path, kind,
                                                                        humans):
    size = (1920, 1080)
    app = make_app(tmp_path, size=size)
    try:
        scene = open_new_game(app, kind, humans)
        _at_rest(app, scene)
        scene.humans.set_value(humans - 1)
        frames = 0
        while scene.motion.moving:
            app.step(1 / 30)
            frames += 1
            numbers = _numbers(scene, size)
            assert len(numbers) == len(set(numbers)), (frames, numbers)
        assert frames > 3
    finally:
        app.close()


def test_a_person_added_no_number_shows_twice(tmp_path):
    size = (1366, 768)
    app = make_app(tmp_path, size=size)
    try:
        scene = open_new_game(app, "farkle", 2)
        _at_rest(app, scene)
        scene.humans.set_value(3)
        while scene.motion.moving:
            app.step(1 / 30)
            numbers = _numbers(scene, size)
            assert len(numbers) == len(set(numbers)), numbers
    finally:
        app.close()
