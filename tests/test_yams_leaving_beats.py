"""The beats around a scored box: while the old dice leave, "Aruncă" keeps the scored turn's
count (never the next turn's "Aruncă (3)" before its entrance)."""

from __future__ import annotations

import pytest

from game.rules.yams import Box
from tests.uihelpers import make_app
from tools.screens_yams import pick, roll, table, validate

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_aruncă_keeps_the_scored_turns_count_while_its_dice_leave(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = table(app, ["Ana", "Ion"], [6, 6, 3, 4, 1] * 3, computer=False)
        roll(app, scene)
        app.step(1 / 30)
        assert scene.roll_button.text == "Aruncă (2)"
        pick(app, scene, Box.CHANCE)
        validate(app, scene)
        labels = []
        while scene.flow.leaving.active:
            labels.append(scene.roll_button.text)
            app.step(1 / 60)
        assert labels and set(labels) == {"Aruncă (2)"}, labels
        for _ in range(30):
            app.step(1 / 30)
        assert scene.roll_button.text == "Aruncă (3)"  # the next turn's, once it is greeted
    finally:
        app.close()
