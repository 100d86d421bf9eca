"""Coach marks keep calm round the big moments and stay put: no tip during a staged moment
or right after it (the next throw brings them back; the hot dice' own tip comes after a calm
beat); a card keeps its place while it shows; its pointer only crosses the gap between the
card and what it points at."""

from __future__ import annotations

import pytest

from game.scenes.stage import StageOverlay
from tests.test_coach_marks import STEP, coach_app, land
from tools.screens_yams import table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_no_tip_right_after_a_pentas_stage_the_next_throw_brings_them_back(tmp_path):
    app = coach_app(tmp_path)
    try:
        scene = table(app, ["Ana"], [6, 6, 6, 6, 6, 1, 2, 4, 4, 5])
        scene.roll()
        for _ in range(200):
            if isinstance(app.manager.top, StageOverlay):
                break
            app.step(STEP)
        assert isinstance(app.manager.top, StageOverlay)  # the Penta takes the stage
        shown = []
        for _ in range(round(4.0 / STEP)):  # the stage, then a calm table
            app.step(STEP)
            shown.append(scene.coach.shown)
        assert app.manager.top is scene
        assert shown == [None] * len(shown), set(shown)
        scene.roll()  # the next throw: the tips come back
        land(app, scene)
        for _ in range(round(3.0 / STEP)):
            app.step(STEP)
            if scene.coach.shown is not None:
                break
        assert scene.coach.shown == "yams.box"
    finally:
        app.close()
