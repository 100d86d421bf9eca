"""On the computer's turn the table never offers what the person cannot do (critic C31): the
keys line does not say "Spațiu: Aruncă" (only Esc and F1, the same all the turn: Ctrl+Z is
said on "Anulează (Ctrl+Z)", round 75), and "Anulează (Ctrl+Z)" is lit only while that undo
would be accepted, greyed like the others once it cannot."""

from __future__ import annotations

import pytest

from game.rules.yams import Box
from tests.test_stage_rows_clear import drawn_table
from tests.test_yams_undo_short import _computer_playing
from tests.uihelpers import drawing_one_frame_in, make_app
from tools.screens_yams import pick, roll, table, validate

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _keys_line(app) -> str:
    said = [t.text for t in drawn_table(app).shown_texts()]
    lines = [t for t in said if "F1" in t]
    assert len(lines) == 1, said
    return lines[0]


def test_the_computers_turn_offers_no_throw_key_and_no_undo_it_cannot_take(tmp_path):
    app = make_app(tmp_path, size=(1920, 1080))
    try:
        scene = _computer_playing(app)  # the computer opens: nothing of the person's to undo
        line = _keys_line(app)
        assert "Spațiu" not in line and "Aruncă" not in line, line
        assert "Ctrl+Z" not in line, line
        assert not scene.undo_button.enabled
    finally:
        app.close()


def test_in_the_computers_pause_the_undo_is_lit_and_its_key_on_it(tmp_path):
    app = make_app(tmp_path, size=(1920, 1080))
    try:
        scene = table(app, ["Ana"], [2, 2, 2, 5, 6] * 4)
        roll(app, scene)
        pick(app, scene, Box.TWOS)
        validate(app, scene)
        seen = 0
        for _ in range(90):
            with drawing_one_frame_in(app, 0):  # (_keys_line draws the frames it reads)
                app.step(1 / 30)
            if scene.computer_turn and scene.game.dice is None and scene.on_stage is None:
                seen += 1
                # (S76, round 80: lit through Ana's ended turn, never once the computer's
                # turn is shown, critic cF79 #2; amended round 82, hY131, ruling S118 1.,
                # critic cA82 #15: no longer under the passing's card, the one voice then)
                assert scene.undo_button.enabled == (scene.game.can_undo
                                                     and scene.flow.turn_ended)
                line = _keys_line(app)
                assert "Spațiu" not in line, line
                # one keys line all the computer's turn (round 75, S13 amended): Ctrl+Z is
                # said on "Anulează (Ctrl+Z)" itself, never by a line that changed at its
                # first throw
                assert "Ctrl+Z" not in line, line
            if scene.game.dice is not None:
                assert not scene.undo_button.enabled  # the computer threw: nothing to undo
                break
        assert seen
    finally:
        app.close()
