"""After the computer's Penta stage the line says what it chose (critic C71: the dimmed
table still said "Își face aruncările…" and no box was marked as the stage ended): from the
stage's last part on, the prompt says "Calculatorul alege Penta: 50" and its Penta box is
lit as its choice, as after a plain choice; then it is written."""

from __future__ import annotations

import pytest

from game.rules.yams import Box
from game.scenes.stage import StageOverlay
from tests.uihelpers import make_app
from tools.screens_stage import _penta_computer, until_staged
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_computers_penta_choice_is_said_as_its_stage_ends(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        _penta_computer(app)
        stage = until_staged(app, "penta")
        scene = app.manager.stack[-2]
        flow = scene.flow
        with unseen_frames(app, last_drawn=False):
            # (amended round 82, hY125, S103 2.: a Penta's stage leaves once its dice are
            # home over its lit table, at YAMS_EXIT_HOME's end; its end read at 0.7, its dice
            # flying home, in place of 0.84)
            while app.manager.top is stage and stage.clock.age < 0.7 * stage.clock.duration:
                app.step(1 / 30)
        assert app.manager.top is stage  # its end still playing over the table
        prompt = flow.prompt()
        assert prompt is not None and prompt.text == "Calculatorul alege Penta: 50", prompt
        assert scene.sheet_view().picked is Box.PENTA
        with unseen_frames(app, last_drawn=False):  # the stage gone: its box written after
            for _ in range(300):
                if scene.game.cards[0].points(Box.PENTA) is not None:
                    break
                app.step(1 / 30)
        assert not isinstance(app.manager.top, StageOverlay)
        assert scene.game.cards[0].points(Box.PENTA) == 50
    finally:
        app.close()
