"""The shared roll helpers land the dice without drawing the frames of the tumble, yet leave
the app exactly as drawing every frame would: the same dice, the same places, the same
picture on screen (:mod:`tools.unseen_frames`)."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.farkle_table import FarkleTableScene
from game.scenes.yams_table import YamsTableScene
from tests.uihelpers import make_app
from tools import screens_farkle
from tools.screens_yams import click_at, roll, table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZE = (1024, 600)


def _counting(monkeypatch, scene_class):
    drawn = []
    real = scene_class.draw

    def draw(self, surface):
        drawn.append(1)
        real(self, surface)

    monkeypatch.setattr(scene_class, "draw", draw)
    return drawn


def _yams_every_frame_drawn(app, scene):
    """The roll as it was: every frame of the tumble drawn."""
    click_at(app, scene.roll_button.rect.center)
    for _ in range(80):
        if scene.settled and not scene.tray.is_moving:
            break
        app.step(1 / 30)


def _state(app, scene):
    tray = scene.tray
    return (list(scene.game.dice or ()), [tray.position(i) for i in range(5)],
            pygame.image.tobytes(app.screen, "RGB"))


def test_a_yams_roll_draws_only_its_last_frame_and_lands_as_before(tmp_path, monkeypatch):
    drawn = _counting(monkeypatch, YamsTableScene)
    shown = []
    for every_frame in (True, False):
        app = make_app(tmp_path / str(every_frame), size=SIZE)
        try:
            scene = table(app, ["Ana", "Ion"], [2, 5, 5, 3, 6, 1, 1, 4, 6, 2])
            drawn.clear()
            (_yams_every_frame_drawn if every_frame else roll)(app, scene)
            shown.append((len(drawn), _state(app, scene)))
        finally:
            app.close()
    (all_frames, before), (few_frames, after) = shown
    assert before[:2] == after[:2]  # the same dice, at the same places
    assert before[2] == after[2]  # the same picture on screen
    assert all_frames > 20 and few_frames == 1  # the landed frame only


def test_a_10000_throw_draws_only_its_last_frame_and_lands_as_before(tmp_path, monkeypatch):
    drawn = _counting(monkeypatch, FarkleTableScene)
    shown = []
    for every_frame in (True, False):
        app = make_app(tmp_path / str(every_frame), size=SIZE)
        try:
            scene = screens_farkle.table_with(app, 2, 1, 5, 3, 3, 4, 2)
            scene.press_roll()
            drawn.clear()
            if every_frame:
                for _ in range(16):
                    app.step(0.1)
            else:
                screens_farkle.play(app)
            shown.append((len(drawn), scene.game.roll_dice,
                          pygame.image.tobytes(app.screen, "RGB")))
        finally:
            app.close()
    (all_frames, *before), (few_frames, *after) = shown
    assert before == after
    assert all_frames == 16 and few_frames == 1
