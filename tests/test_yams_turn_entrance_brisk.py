"""The turn passing's entrance is brisk: "La rând: Ion" settles in about half a second (never a
second), the throw button live and waiting from its first frame; a throw during it throws.
(The words stay "La rând: {name}": the tests of the one voice say them, and they need no
genitive of the name, "Rândul Anei", that a template could not decline.)"""

from __future__ import annotations

import pytest

from game.rules.yams import Box
from tests.uihelpers import FRAME, make_app
from tools.screens_yams import pick, roll, table, validate

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_throw_is_live_through_the_entrance_and_throws(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        scene = table(app, ["Ana", "Ion"], [1, 2, 3, 4, 6])
        roll(app, scene)
        pick(app, scene, Box.CHANCE)
        validate(app, scene)
        for _ in range(600):  # the pill enters once the turn's passing has settled into it
            handoff = scene.flow.handoff
            if scene.flow.voice.banner is not None and not (handoff.active or handoff.pending):
                break
            app.step(FRAME)
        assert scene.game.current == 1 and scene.flow.voice.banner is not None
        turn = scene.turn_key()
        age = scene.flow.voice.banner.age
        settled = scene.entrance.progress(age + 0.6, turn)
        assert settled == 1.0  # in place within 0.6 s of its first frame
        assert scene.roll_button.enabled and scene.roll_button.style == "primary"
        app.step(FRAME)
        assert scene.entrance.progress(scene.flow.voice.banner.age, turn) < 1  # still entering
        assert scene.roll_button.enabled and scene.roll_button.style == "primary"
        scene.roll()  # the throw waits for no entrance
        assert scene.game.rolls_left < 3 or scene.flow.awaiting_settle
    finally:
        app.close()
