"""The window as the settings keep it (size, place, full screen), headless: what a settings
file may hold, what the app takes from it, and F11 switching once per press."""

from __future__ import annotations

import json
import random

import pygame
import pytest

from game import theme
from game.app import App
from game.storage.settings import Settings
from game.storage.store import SETTINGS_FILE, Storage
from game.window_place import minimum_size, on_a_desktop
from tests.uihelpers import FRAME


@pytest.mark.parametrize("values", [
    {"window_size": [0, 700]},
    {"window_size": [1100]},
    {"window_size": "1100x700"},
    {"window_size": [True, 700]},
    {"window_size": [1100.5, 700]},
    {"window_position": [10, 10**9]},
    {"window_position": {"x": 1, "y": 2}},
])
def test_a_window_no_screen_could_hold_sets_the_settings_aside(tmp_path, values):
    store = Storage(tmp_path)
    store.path(SETTINGS_FILE).write_text(json.dumps({"version": 1, "settings": values}))
    assert store.load_settings() == Settings()
    assert [m.key for m in store.messages] == ["storage.damaged_settings"]


def test_the_window_round_trips_through_the_settings_file(tmp_path):
    store = Storage(tmp_path)
    store.save_settings(Settings(window_size=(1100, 700), window_position=(-20, 40),
                                 fullscreen=False))
    loaded = Storage(tmp_path).load_settings()
    assert (loaded.window_size, loaded.window_position) == ((1100, 700), (-20, 40))


def _app(tmp_path, **settings) -> App:
    app = App(windowed=None, data_dir=tmp_path, rng=random.Random(1),
              settings=Settings(**settings), fit_to_desktop=True)
    app.step(FRAME)
    return app


def test_the_app_opens_the_kept_window_and_keeps_what_the_player_changed(tmp_path):
    app = _app(tmp_path, fullscreen=False, window_size=(1024, 700))
    try:
        assert app.screen.get_size() == (1024, 700)
        assert minimum_size() == theme.MIN_SIZE  # told to the window manager
        app.close()  # nothing changed by the player: nothing written
        assert not (tmp_path / SETTINGS_FILE).exists()
        app = _app(tmp_path, fullscreen=False, window_size=(1024, 700))
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1024, 650),
                                             w=1024, h=650))
        app.step(FRAME)
    finally:
        app.close()
    kept = Storage(tmp_path).load_settings()
    assert kept.window_size == (1024, 650) and kept.fullscreen is False


def test_f11_switches_once_per_press_however_long_it_is_held(tmp_path):
    app = _app(tmp_path, fullscreen=False, window_size=(1024, 700))
    try:
        down = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="",
                                  scancode=0)
        up = pygame.event.Event(pygame.KEYUP, key=pygame.K_F11, mod=0, unicode="", scancode=0)
        for _ in range(2):  # a repeat of the key while the mode changes
            pygame.event.post(down)
        app.step(FRAME)
        assert app.fullscreen
        pygame.event.post(up)
        pygame.event.post(down)
        pygame.event.post(up)
        app.step(FRAME)
        assert not app.fullscreen and app.screen.get_size() == (1024, 700)
    finally:
        app.close()


def test_a_place_off_every_screen_is_forgotten():
    desktops = [(1920, 1080), (1280, 1024)]
    assert on_a_desktop((100, 100), (1280, 720), desktops)
    assert on_a_desktop((2500, 100), (1280, 720), desktops)  # on the second screen
    assert not on_a_desktop((3300, 100), (1280, 720), desktops)  # a third, since unplugged
    assert not on_a_desktop((100, 1200), (1280, 720), desktops)
    assert not on_a_desktop((-1250, 100), (1280, 720), desktops)
