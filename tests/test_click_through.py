"""A double click's second half never lands on the screen its first half opened: one click on
the menu's chosen card plays it, so a habitual double click would otherwise press whatever New
Game has under the pointer (game.scenes.click_through)."""

from __future__ import annotations

import pygame
import pytest

from tests.uihelpers import FRAME, button_named, make_app, settle, top_name


@pytest.fixture
def app(tmp_path):
    application = make_app(tmp_path)
    settle(application)
    yield application
    application.close()


def _press_release(app, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.step(FRAME)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step(FRAME)


def _new_game_hears(app, pos, wait: float) -> list[int]:
    """Double-click the chosen card (its second press ``wait`` seconds after the first's
    release) and return the mouse events New Game received."""
    pos = button_named(app, "menu.yams").rect.center
    _press_release(app, pos)
    assert top_name(app) == "NewGameScene"
    heard: list[int] = []
    scene = app.manager.top
    handle = scene.handle_event

    def listening(event):
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            heard.append(event.type)
        handle(event)

    scene.handle_event = listening
    for _ in range(round(wait / FRAME)):
        app.step(FRAME)
    _press_release(app, pos)
    return heard


def test_the_second_half_of_a_double_click_stays_on_the_menu(app):
    pos = button_named(app, "menu.yams").rect.center
    assert _new_game_hears(app, pos, 0.1) == []
    assert top_name(app) == "NewGameScene"


def test_a_later_click_at_the_same_spot_reaches_the_new_screen(app):
    pos = button_named(app, "menu.yams").rect.center
    assert _new_game_hears(app, pos, 0.6) == [pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP]
