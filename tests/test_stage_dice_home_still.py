"""After a Penta's stage the dice come home to their own slots and stay there (critic C25 §3):
no jump of the table's dice once the stage has handed back (its jolt is the stage's slam,
never played after it), each die as the stage left it."""

from __future__ import annotations

import pygame
import pytest

from tests.uihelpers import make_app
from tools.screens_yams import click_at, table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_dice_stay_in_their_slots_once_the_penta_stage_hands_back(tmp_path):
    from game.scenes.stage import StageOverlay
    from tools.screens_stage import until_staged

    app = make_app(tmp_path, size=(1024, 600))
    try:
        scene = table(app, ["Ana", "Ion"], [6] * 5)
        click_at(app, scene.roll_button.rect.center)
        stage = until_staged(app, "penta")
        faces = [r.inflate(-r.w // 3, -r.h // 3) for r in stage.picture.dice]
        for _ in range(200):
            if not isinstance(app.manager.top, StageOverlay):
                break
            app.step(1 / 30)
        shots = []
        for _ in range(24):  # the table's first frames after the stage (0.8 s)
            app.step(1 / 30)
            shots.append([pygame.image.tobytes(app.screen.subsurface(f), "RGB") for f in faces])
        for k, shot in enumerate(shots[1:], start=1):
            moved = [i for i, (a, b) in enumerate(zip(shots[0], shot, strict=True)) if a != b]
            assert not moved, (k, moved)
    finally:
        app.close()


def test_each_die_comes_home_as_the_table_shows_it_no_turn_as_the_stage_leaves(tmp_path):
    # the gathered row shows the dice one way (a six's pips in columns): flying home each
    # turns back as it lies on the table, so the stage's last frame and the table's first
    # show the same faces (no quarter turn in one frame)
    from game.scenes.stage import StageOverlay
    from tools.screens_stage import until_staged

    app = make_app(tmp_path, size=(1024, 600))
    try:
        scene = table(app, ["Ana", "Ion"], [6] * 5)
        click_at(app, scene.roll_button.rect.center)
        stage = until_staged(app, "penta")
        faces = [r.inflate(-r.w // 4, -r.h // 4) for r in stage.picture.dice]
        last = None
        for _ in range(200):
            if not isinstance(app.manager.top, StageOverlay):
                break
            last = [pygame.image.tobytes(app.screen.subsurface(f), "RGB") for f in faces]
            app.step(1 / 30)
        first = [pygame.image.tobytes(app.screen.subsurface(f), "RGB") for f in faces]
        assert last is not None

        turned = [i for i, (a, b) in enumerate(zip(last, first, strict=True))
                  if sum(abs(x - y) for x, y in zip(a, b, strict=True)) / len(a) > 8]
        assert not turned, turned
    finally:
        app.close()

