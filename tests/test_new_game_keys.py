"""New Game by keys: on arrival Enter starts the game with the settings shown, while Enter in
a name field still moves on (letters typed there stay there); "Începe" is the hero action,
bigger than "Înapoi"."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.new_game import NewGameScene
from game.scenes.yams_table import YamsTableScene
from tests.uihelpers import (
    focused_name,
    key,
    make_app,
    open_card,
    settle,
    type_text,
)

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.fixture
def new_game(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    open_card(app, "menu.yams")
    settle(app)
    assert isinstance(app.manager.top, NewGameScene)
    yield app
    app.close()


def test_enter_on_arrival_starts_the_game_shown(new_game):
    app = new_game
    # (hS16: a ring on arrival; round 74: on "Începe", the one next action, the players'
    # stepper that had it gone)
    assert focused_name(app) == "new_game.start"
    key(app, pygame.K_RETURN, frames=15)
    assert isinstance(app.manager.top, YamsTableScene), type(app.manager.top).__name__


def test_enter_in_a_name_still_moves_on_and_typing_types(new_game):
    app = new_game
    scene = app.manager.top
    key(app, pygame.K_TAB, frames=2)  # from "Începe" (ringed on arrival) to the first name
    assert focused_name(app) == "name1"
    type_text(app, "Ana")
    key(app, pygame.K_RETURN, frames=15)
    assert app.manager.top is scene and scene.fields[0].text == "Ana"


def test_start_is_the_hero_bigger_than_back(new_game):
    scene = new_game.manager.top
    start, back = scene.start_button.rect, scene.back_button.rect
    # wider and red; one height, their labels one size (overturned on purpose: a taller
    # "Începe" beside a lower "Înapoi" looked like a mistake)
    assert start.w > back.w and start.h == back.h, (start, back)
    assert not start.colliderect(back)
    assert start.bottom <= scene.size[1]
