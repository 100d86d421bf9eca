"""The Chintă's dice go home once (critic B70: "after the Chintă the dice cross-fade as ghost
doubles that spill outside the tray"): the table sets them aside in the row's own order
(:func:`game.views.farkle_tray.hand_back`), so each flies from its place in the sorted row
to its slot on the mat, drawn once and whole on every frame, never a faded copy; and the
prompt line is back as they go (B70: "after Chintă the prompt line is empty")."""

from __future__ import annotations

import pygame
import pytest

from game.flow.stage import HOME_FROM
from game.views import stage_gather
from tests.test_farkle_chinta_hands_back import _chinta_stage
from tests.uihelpers import make_app
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_each_die_is_drawn_once_and_whole_as_it_goes_home(size, tmp_path, monkeypatch):
    app = make_app(tmp_path, size=size)
    try:
        stage = _chinta_stage(app)
        picture, clock = stage.picture, stage.clock
        with unseen_frames(app, last_drawn=False):  # (the test draws the frames it reads)
            while clock.progress < HOME_FROM - 0.03:  # (its amount landed: the table chose
                app.step(1 / 30)  # them)
        drawn: list[tuple[int, float]] = []
        real = stage_gather._draw_die

        def record(surface, picture_, k, image, die, alpha):
            if alpha > 0:
                drawn.append((k, alpha))
            real(surface, picture_, k, image, die, alpha)

        monkeypatch.setattr(stage_gather, "_draw_die", record)
        surface = pygame.Surface(size)
        frames = 24
        for i in range(frames + 1):  # from the words leaving to the stage's end
            clock.age = clock.duration * (HOME_FROM - 0.02 + (1 - HOME_FROM) * i / frames)
            drawn.clear()
            stage.draw(surface)
            for k in range(len(picture.dice)):
                copies = [alpha for die, alpha in drawn if die == k]
                assert copies == [1.0], (i, round(clock.progress, 3), k, copies)
    finally:
        app.close()


def test_the_prompt_line_is_back_as_the_dice_go_home(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        stage = _chinta_stage(app)
        table = stage.table
        assert table.stage_speaks()  # (its headline says the moment)
        with unseen_frames(app):  # (what the table says is its state, not a picture)
            while stage.clock.progress < HOME_FROM + 0.03:
                app.step(1 / 30)
        assert app.manager.top is stage
        assert not table.stage_speaks(), round(stage.clock.progress, 3)
    finally:
        app.close()
