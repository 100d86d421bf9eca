"""An app made showing its menu (tests/uihelpers.py ``make_app``) draws the menu's first frame
only when something could see it: most tests go on to another screen at once, whose first frame
covers the menu's. Whatever looks sees the menu drawn as before: the screen read between
frames, a screen pushed (its transition fades from the last frame drawn), even after frames
run undrawn."""

from __future__ import annotations

from typing import Any

import pygame

from game.scenes.base import SceneManager
from game.scenes.settings import SettingsScene
from tests.uihelpers import FRAME, drawing_one_frame_in, make_app
from tools.unseen_frames import draw_shown_frame

SIZE = (1024, 600)


def _menu_drawn_at_once(tmp_path: Any, undrawn_steps: int = 0) -> bytes:
    """The pixels of a menu app drawn the old way: its first frame (and ``undrawn_steps``
    more) run, then the last drawn."""
    app = make_app(tmp_path / "reference", size=SIZE, menu_drawn=False)
    try:
        with drawing_one_frame_in(app, 0):
            for _ in range(undrawn_steps):
                app.step(FRAME)
        draw_shown_frame(app)
        return pygame.image.tobytes(app.screen, "RGB")
    finally:
        app.close()


def test_a_menu_app_leaves_its_menu_undrawn_until_it_is_seen(tmp_path, monkeypatch):
    drawn = []
    real = SceneManager.draw
    monkeypatch.setattr(SceneManager, "draw",
                        lambda self, surface: (drawn.append(self.top), real(self, surface)))
    app = make_app(tmp_path, size=SIZE)
    try:
        assert drawn == []  # made: nothing drawn yet
        app.manager.push(SettingsScene(app), fade=False)
        app.step(FRAME)
        assert [type(top).__name__ for top in drawn] == ["SettingsScene"]
    finally:
        app.close()


def test_the_screen_read_between_frames_shows_the_menu_as_drawn_at_once(tmp_path):
    reference = _menu_drawn_at_once(tmp_path)
    app = make_app(tmp_path / "lazy", size=SIZE)
    try:
        assert pygame.image.tobytes(app.screen, "RGB") == reference
    finally:
        app.close()


def test_a_screen_pushed_fades_from_the_menu_as_drawn_at_once(tmp_path):
    reference = _menu_drawn_at_once(tmp_path)
    app = make_app(tmp_path / "lazy", size=SIZE)
    try:
        app.manager.push(SettingsScene(app))
        faded_from = app.manager._fade_from
        assert faded_from is not None
        assert pygame.image.tobytes(faded_from, "RGB") == reference
    finally:
        app.close()


def test_frames_run_undrawn_leave_the_menu_still_owed(tmp_path):
    reference = _menu_drawn_at_once(tmp_path, undrawn_steps=2)
    app = make_app(tmp_path / "lazy", size=SIZE)
    try:
        with drawing_one_frame_in(app, 0):
            app.step(FRAME)
            app.step(FRAME)
            app.manager.push(SettingsScene(app))  # fades from the menu, drawn now
        faded_from = app.manager._fade_from
        assert faded_from is not None
        assert pygame.image.tobytes(faded_from, "RGB") == reference
    finally:
        app.close()
