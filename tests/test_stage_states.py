"""The render states of the staged Yams moments hold the stage itself at their point: the
Penta's "p20" shows the stage at 20 %, its "+50" counting, the Penta box still empty (as in
play: the box fills as the number lands), never the stage's end under a "p20" name."""

from __future__ import annotations

import pytest

from game.scenes.stage import StageOverlay
from tests.uihelpers import make_app
from tools.render_screens import SETTLE_FRAMES
from tools.screens_yams_moments import _penta

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_penta_state_at_20_percent_is_the_stage_at_20_percent_its_box_empty(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        app.step(0.0)
        _penta(app, 20)
        for _ in range(SETTLE_FRAMES):  # as the renderer settles a state
            app.step(0.1)
        stage = app.manager.top
        assert isinstance(stage, StageOverlay) and stage.clock.kind == "penta"
        assert stage.clock.progress == pytest.approx(0.2)
        assert not stage.landed and not stage.table.stage_landed  # "+50" not in its box yet
    finally:
        app.close()
