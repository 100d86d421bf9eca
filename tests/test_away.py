"""The game waits while the player looks away: the window minimised, hidden or unfocused.

Window events are posted to the app as SDL sends them, and ``App.step(dt)`` is the clock:
while away, the computer takes no step, the Yams countdown and the moments stand still, a
table says "Pauză" over it, and coming back goes on from where everything stopped.
"""

from __future__ import annotations

import pygame
import pytest

import game.app
from game.away import AwayWatch
from game.rules.yams import Box
from tests.test_yams_table import filled, land, play_turn, roll, table
from tests.uihelpers import drawing_one_frame_in, make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.fixture
def app(tmp_path):
    """A small fast-animation app, its veils counted in ``app.veils``."""
    application = make_app(tmp_path, size=(1024, 600), animation_speed="fast")
    yield application
    application.close()


@pytest.fixture
def veils(monkeypatch):
    """The rectangles of the "paused" veils drawn, in order."""
    drawn: list[pygame.Rect] = []
    real = game.app.draw_paused_veil
    monkeypatch.setattr(game.app, "draw_paused_veil",
                        lambda surface, tr: drawn.append(real(surface, tr)) or drawn[-1])
    return drawn


def window(app, kind: int) -> None:
    """Post one window event and run a frame."""
    pygame.event.post(pygame.event.Event(kind))
    app.step(0.05)


def test_window_events_say_when_the_player_looks_away():
    watch = AwayWatch()
    for lost, back in ((pygame.WINDOWMINIMIZED, pygame.WINDOWRESTORED),
                       (pygame.WINDOWHIDDEN, pygame.WINDOWSHOWN),
                       (pygame.WINDOWFOCUSLOST, pygame.WINDOWFOCUSGAINED)):
        assert not watch.away
        watch.handle(pygame.event.Event(lost))
        assert watch.away
        watch.handle(pygame.event.Event(back))
    assert not watch.away and watch.seen
    # Minimised and unfocused: back only once both are over.
    watch.handle(pygame.event.Event(pygame.WINDOWFOCUSLOST))
    watch.handle(pygame.event.Event(pygame.WINDOWMINIMIZED))
    assert not watch.seen
    watch.handle(pygame.event.Event(pygame.WINDOWRESTORED))
    assert watch.away and watch.seen
    watch.handle(pygame.event.Event(pygame.WINDOWFOCUSGAINED))
    assert not watch.away


def test_the_computer_stops_between_its_steps_while_the_window_is_hidden(app):
    scene = table(app, names=("Ana",), dice=[2, 2, 2, 5, 6] * 40)
    play_turn(app, scene, Box.TWOS)
    assert scene.computer_turn
    app.step(0.05)
    window(app, pygame.WINDOWHIDDEN)
    state = (scene.game.to_dict(), scene.tray.faces)
    for _ in range(200):  # ten seconds: the computer would have played its whole turn
        app.step(0.05)
    assert (scene.game.to_dict(), scene.tray.faces) == state
    assert app.idle  # and the loop sleeps
    window(app, pygame.WINDOWSHOWN)
    with drawing_one_frame_in(app, 0):  # its turn's state is read, not its pictures
        for _ in range(400):
            if not scene.computer_turn:
                break
            app.step(0.05)
    assert not scene.computer_turn and scene.game.cards[1].turns_played == 1


def test_the_countdown_waits_and_goes_on_from_where_it_stopped(app, veils):


    scene = table(app, dice=[1, 2, 3, 4, 6] * 3)
    for _ in range(3):
        roll(app, scene)
    land(app, scene)
    app.step(0.1)
    left = scene.countdown
    assert left is not None and 1.0 < left < 3.0
    window(app, pygame.WINDOWFOCUSLOST)
    assert scene.countdown == left
    assert len(veils) == 1 and veils[0].collidepoint(app.size[0] // 2, app.size[1] // 2)
    for _ in range(100):
        app.step(0.1)
    assert scene.countdown == left and filled(scene.game) == 0
    window(app, pygame.WINDOWFOCUSGAINED)  # coming back: that frame's dt is not counted
    assert scene.countdown == left
    veiled = len(veils)
    steps = 0
    while filled(scene.game) == 0 and steps < 100:
        app.step(0.1)
        steps += 1
    # Auto-scored after what was left of the countdown, not at once.
    assert filled(scene.game) == 1 and abs(steps * 0.1 - left) <= 0.25
    assert scene.game.last_event.auto and scene.game.last_event.box is not None
    assert len(veils) == veiled  # the veil went with the pause



def test_a_minimised_window_is_not_drawn(app, veils):
    scene = table(app, names=("Ana",), dice=[2, 2, 2, 5, 6])
    window(app, pygame.WINDOWMINIMIZED)
    frames = app.frames
    for _ in range(30):
        app.step(0.05)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0),
                                         buttons=(0, 0, 0)))
    app.step(0.05)
    assert app.frames == frames and not veils
    window(app, pygame.WINDOWRESTORED)
    assert app.frames == frames + 1
    assert scene in app.manager.stack


def test_the_menu_waits_without_a_veil(app, veils):
    menu = app.manager.top
    window(app, pygame.WINDOWFOCUSLOST)
    time = menu.time
    for _ in range(10):
        app.step(0.1)
    assert menu.time == time and not veils
    window(app, pygame.WINDOWFOCUSGAINED)
    app.step(0.1)
    assert menu.time > time


def test_a_notice_stays_until_the_player_is_back(app):
    app.notify("Salut")
    window(app, pygame.WINDOWFOCUSLOST)
    for _ in range(100):  # ten seconds, longer than any notice lasts
        app.step(0.1)
    assert app.notices.active
    window(app, pygame.WINDOWFOCUSGAINED)
    with drawing_one_frame_in(app, 0):  # the notice's clock is read, not its pictures
        for _ in range(100):
            app.step(0.1)
    assert not app.notices.active
