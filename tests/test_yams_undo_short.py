"""The Yams table says an entry once: the toast says it, the undo button only offers its
action, in short, "Anulează (Ctrl+Z)", lit or greyed, its width never jumping (critic C19 §5);
while the computer plays, its buttons give way to one calm bar and no undo is offered
(critic C19 §6); a greyed undo reads disabled (critic C19 §7)."""

from __future__ import annotations

import pytest

from game.rules.yams import Box
from tests.uihelpers import make_app
from tools.screens_yams import pick, roll, table, validate

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_undo_button_is_short_and_keeps_its_width(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        scene = table(app, ["Ana", "Bia"], [6, 6, 6, 1, 2], computer=False)
        short = app.tr("undo.button")
        assert scene.undo_button.text == short and not scene.undo_button.enabled
        greyed = scene.undo_button.rect.copy()
        roll(app, scene)
        pick(app, scene, Box.SIXES)
        validate(app, scene)
        app.step(1 / 30)
        assert scene.undo_button.enabled
        assert scene.undo_button.text == short  # the toast names the box, not the button
        assert scene.undo_button.rect == greyed  # its width never jumps
    finally:
        app.close()
