"""The loop idles on screens left alone and never while something moves (issue: idle < 5 % CPU)."""

from __future__ import annotations

import time

import pygame
import pytest

from game import theme
from tests.uihelpers import FRAME, button_named, click, make_app, settle


@pytest.fixture
def app(tmp_path):
    application = make_app(tmp_path)
    yield application
    application.close()


def _quiet(app, seconds: float) -> None:
    for _ in range(round(seconds / FRAME) + 2):
        app.step(FRAME)


# A human's quiet Yams turn (dice landed, messages gone) lets the loop idle.
def test_a_quiet_yams_turn_idles(app):
    click(app, button_named(app, "menu.yams"))
    click(app, button_named(app, "new_game.start"))
    click(app, button_named(app, "yams.roll"))
    _quiet(app, theme.YAMS_MESSAGE_TIME + theme.IDLE_AFTER)
    table = app.manager.top
    assert not table.tray.is_moving and not table.computer_turn
    assert app.idle


# The computer's turn is animated from start to end: never idle.
def test_a_computer_turn_never_idles(tmp_path):
    app = make_app(tmp_path)
    try:
        click(app, button_named(app, "menu.farkle"))
        scene = app.manager.top
        scene.humans.set_value(1)
        click(app, button_named(app, "new_game.start"))
        table = app.manager.top
        click(app, button_named(app, "farkle.roll"))
        for _ in range(600):  # play the human's turn by banking as soon as possible
            app.step(FRAME)
            if table.computer_turn:
                break
            if table.bank_button.enabled:
                click(app, table.bank_button)
            elif table.game.roll_dice is not None and not table.busy and table.game.selectable:
                index = min(table.game.selectable - table.game.selected, default=None)
                if index is not None:
                    pos = table.die_centre(index)
                    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
                    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        assert table.computer_turn
        for _ in range(round(theme.IDLE_AFTER / FRAME) + 10):
            app.step(FRAME)
            if not table.computer_turn:
                break
            assert not app.idle
    finally:
        app.close()


# With the real clock, a static screen left alone stops redrawing; input brings frames back.
def test_a_static_screen_left_alone_is_not_redrawn(app):
    click(app, button_named(app, "menu.settings"))
    settle(app)
    deadline = time.perf_counter() + theme.IDLE_AFTER + 3
    while not app.idle and time.perf_counter() < deadline:
        app.step()
    assert app.idle
    frames = app.frames
    start = time.perf_counter()
    while time.perf_counter() - start < 0.5:
        app.step()
    assert app.frames == frames
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(10, 10), rel=(1, 1),
                                         buttons=(0, 0, 0)))
    app.step()
    assert app.frames == frames + 1 and not app.idle
