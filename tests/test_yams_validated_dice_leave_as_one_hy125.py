"""A validated turn reads as done (critic cA81 #14, ruling S103 3.): after "Validează tura"
the held dice never drop out of the rack onto the felt before fading (that reads as the holds
being released, an undo); the five dice leave as one: each fades from where it lay when the
turn was validated, the rack's in the rack, the felt's on the felt, all by the same way."""

from __future__ import annotations

import pytest

from game.rules.yams import Box
from tests.uihelpers import make_app
from tools.screens_yams import click_at, pick, roll, table, validate

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_held_dice_fade_in_the_rack_after_validating(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = table(app, ["Ana", "Ion"], [5, 5, 5, 2, 3, 1, 4], computer=False)
        roll(app, scene)
        for i in (0, 1, 2):
            click_at(app, tuple(map(round, scene.tray.position(i))))
        for _ in range(30):
            app.step(1 / 60)
        held = [i for i in range(5) if scene.game.held[i]]
        assert held == [0, 1, 2]
        before = [scene.tray.position(i) for i in range(5)]
        rack = scene.kept_rack()
        assert rack is not None
        assert all(rack.collidepoint(before[i]) for i in held)
        pick(app, scene, Box.FIVES)
        validate(app, scene)
        frames = 0
        for _ in range(90):
            if not scene.flow.leaving.active:
                break
            frames += 1
            for i in range(5):  # where the tray has each die: where it was validated
                x, y = scene.tray.position(i)
                assert abs(x - before[i][0]) <= 1 and abs(y - before[i][1]) <= 1, (frames, i)
            app.step(1 / 60)
        assert frames >= 10
    finally:
        app.close()


def test_the_validated_dice_all_leave_by_one_way(tmp_path):
    """Drawn: every die's picture moves by the same offset from frame to frame as they fade
    (one group leaving, not the rack's dice sliding on their own)."""
    from game.views import yams_turn_entrance

    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = table(app, ["Ana", "Ion"], [5, 5, 5, 2, 3, 1, 4], computer=False)
        roll(app, scene)
        for i in (0, 1, 2):
            click_at(app, tuple(map(round, scene.tray.position(i))))
        for _ in range(30):
            app.step(1 / 60)
        rack = scene.kept_rack()
        pick(app, scene, Box.FIVES)
        validate(app, scene)
        seen = 0
        for _ in range(90):
            if not scene.flow.leaving.active:
                break
            p = scene.flow.leaving.progress
            shift = yams_turn_entrance.leaving_shift(scene.tray, p, scene.left)
            for i in (0, 1, 2):  # the rack's dice drawn inside the rack's place
                x, y = scene.tray.position(i)
                assert rack.inflate(0, scene.tray.die_size).collidepoint(x, y + shift), seen
            seen += 1
            app.step(1 / 60)
        assert seen >= 10
    finally:
        app.close()
