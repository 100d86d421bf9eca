"""One next action at a table: never two primary (red) buttons at once. At Yams, "Aruncă" is
the red one until a box is picked; then "Validează tura" is, and "Aruncă" steps back (the
layout check counts the primaries of every recorded frame, tests/layout_check.py)."""

from __future__ import annotations

import pytest

from game.rules.yams import Box
from tests.layout_check import check_app
from tests.uihelpers import make_app
from tools.screens_yams import pick, roll, table, validate

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def primaries(scene):
    """The enabled buttons drawn in the primary style."""
    return [w for w in scene.focus.widgets
            if getattr(w, "style", "") == "primary" and w.enabled and w.visible]


def test_yams_roll_steps_back_while_a_box_is_picked(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        scene = table(app, ["Ana", "Ion"], [2, 5, 5, 3, 6] * 2, computer=False)
        assert primaries(scene) == [scene.roll_button]
        roll(app, scene)
        assert primaries(scene) == [scene.roll_button]  # rolls left, nothing picked
        pick(app, scene, Box.FIVES)
        assert primaries(scene) == [scene.validate_button]
        assert scene.roll_button.enabled  # still there, as the secondary choice
        assert check_app(app, "picked") == []  # one primary in the recorded frame
        validate(app, scene)
        app.step(1 / 60)
        assert primaries(scene) == []  # the old dice leave: nothing of the next turn yet
        for _ in range(60):  # then the next player's turn (its Aruncă lit)
            if not scene.flow.leaving.active:
                break
            app.step(1 / 60)
        app.step(1 / 60)
        for _ in range(240):  # the band says whose turn it is: nothing red under it (S13,
            # round 72, hY93), "Aruncă" lit as it goes
            if not (scene.flow.handoff.pending or scene.flow.prompt_waits):
                break
            assert primaries(scene) == [], scene.flow.handoff.share
            app.step(1 / 60)
        app.step(1 / 60)
        assert primaries(scene) == [scene.roll_button]  # the next player's turn
    finally:
        app.close()
