"""One rule for "Anulează" through the computer's whole turn (round 75, critic cA75, comp.png
frames 3-6: "Anulează (Ctrl+Z)" showed for the computer's first beats, then vanished at its
first throw, the keys line changing with it): when the turn begins with the person's last
box still to be taken back, "Anulează" stays in its place the whole turn, lit until the
computer's first throw, then greyed there, never vanishing; the keys line says one thing all
the turn (ruling S13, amended in round 75)."""

from __future__ import annotations

import pytest

from game.rules.yams import Box
from tests.test_stage_rows_clear import drawn_table
from tests.uihelpers import make_app
from tools.screens_yams import pick, roll, table, validate

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_undo_stays_in_its_place_through_the_computers_turn(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = table(app, ["Ana"], [2, 2, 2, 5, 6] + [1, 2, 3, 4, 6] * 3)
        roll(app, scene)
        pick(app, scene, Box.TWOS)
        validate(app, scene)
        place = scene.undo_button.rect.copy()
        lit = greyed = 0
        keys: set[str] = set()
        for _ in range(600):
            app.step(1 / 30)
            if scene.game.current == 0 and not scene.computer_shown():
                if lit or greyed:
                    break  # the turn has come back
                continue
            if not scene.computer_shown() or scene.on_stage is not None:
                continue
            frame = drawn_table(app)
            buttons = [p.rect for p in frame.panels if p.role == "button"]
            assert scene.undo_button.visible and place in buttons, (lit, greyed)
            assert scene.undo_button.rect == place
            if scene.undo_button.enabled:
                assert not greyed  # lit only before its first throw, never lit again
                lit += 1
            else:
                greyed += 1
            if scene.computer_turn:
                keys.add(scene.keys_line_key())
        # (amended round 82, hY131, ruling S118 1., critic cA82 #15: never lit once the
        # computer's turn is shown, its band included; offered in the scored turn's end)
        assert greyed and not lit  # greyed in place all the computer's turn
        assert len(keys) == 1, keys  # the keys line never changes under it
    finally:
        app.close()
