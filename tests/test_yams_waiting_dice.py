"""Before a turn's first throw the kept dice's row is not an empty box (critic hY22 §1): the
five dice wait there, dimmed and blank (no pips, nothing to mistake for a roll), under the
throw prompt; once thrown they are on the felt and the row shows its faint slots again."""

from __future__ import annotations

import pytest

from game.rules.yams import Box
from tests.uihelpers import make_app
from tools.screens_yams import pick, roll, table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _light(colour) -> int:
    return colour[0] + colour[1] + colour[2]


def test_the_five_dice_wait_in_the_kept_row_until_the_first_throw(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        scene = table(app, ["Ana"], [2, 5, 5, 3, 6], computer=False)
        for _ in range(20):
            app.step(1 / 30)
        felt = app.screen.get_at((scene.left.x + 4, scene._held_y))
        centres = [(x, scene._held_y) for x in scene._slot_x]
        before = [_light(app.screen.get_at(c)) for c in centres]
        # each slot holds a die's pale face: far lighter than the felt, yet dimmed (no white)
        assert all(_light(felt) + 150 < shade < 3 * 200 for shade in before), (felt, before)
        roll(app, scene)
        app.step(0.5)
        after = [_light(app.screen.get_at(c)) for c in centres]
        assert all(abs(shade - _light(felt)) < 60 for shade in after), (felt, after)
    finally:
        app.close()


def test_no_die_waits_in_the_row_on_the_computers_turn(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        scene = table(app, ["Ana"], [2, 5, 5, 3, 6] * 6, computer=True)
        roll(app, scene)
        app.step(0.5)
        pick(app, scene, Box.CHANCE)
        scene.flow.validate()
        seen = 0
        for _ in range(90):  # the turn passes to the computer, before its first throw
            app.step(1 / 30)
            if scene.computer_turn and scene.game.dice is None and scene.kept_row_slots():
                seen += 1
                assert scene.waiting_dice() == []
        assert seen
    finally:
        app.close()
