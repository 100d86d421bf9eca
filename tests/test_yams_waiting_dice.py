"""Before a turn's first throw the roll row is not an empty band (critic hY22 §1): the five
dice wait there, dimmed (real dice at rest, gathered: tests/test_yams_tray_rest.py), in the
row where the throw will land them (round 24 had them wait in the kept row, then land a row
lower: they seemed to jump rows, critic hY25 §2); the kept row shows its faint empty slots
all along."""

from __future__ import annotations

import pytest

from game.rules.yams import Box
from tests.uihelpers import make_app
from tools.screens_yams import pick, roll, table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _light(colour) -> int:
    return colour[0] + colour[1] + colour[2]


def test_the_five_dice_wait_in_the_roll_row_where_they_will_land(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        scene = table(app, ["Ana"], [2, 5, 5, 3, 6], computer=False)
        for _ in range(20):
            app.step(1 / 30)
        felt = app.screen.get_at((scene.left.x + 4, scene._held_y))
        kept = [(x, scene._held_y) for x in scene._slot_x]
        waiting = scene.waiting_dice()  # in the roll row (gathered: test_yams_tray_rest.py)
        assert len(waiting) == 5
        assert all(abs(y - scene._free_y) < scene.tray.die_size * 0.2 for _, y in waiting)
        face = [(round(x), round(y + scene.tray.die_size * 0.3)) for x, y in waiting]  # no pip
        before = [_light(app.screen.get_at(c)) for c in face]
        # each landing place holds a die's pale face: far lighter than the felt, yet softened
        assert all(_light(felt) + 150 < shade < 3 * 200 for shade in before), (felt, before)
        empty = [_light(app.screen.get_at(c)) for c in kept]
        assert all(abs(shade - _light(felt)) < 60 for shade in empty), (felt, empty)
        roll(app, scene)
        app.step(0.5)
        assert scene.waiting_dice() == []
        landed = [scene.tray.position(i) for i in range(5)]
        assert [round(y) for _, y in landed] == [scene._free_y] * 5  # where they waited
        after = [_light(app.screen.get_at(c)) for c in kept]
        assert all(abs(shade - _light(felt)) < 60 for shade in after), (felt, after)
    finally:
        app.close()


def test_the_dice_wait_in_the_row_on_the_computers_turn_too(tmp_path):
    # (was "no_die_waits_in_the_row_on_the_computers_turn": its row then showed dark empty
    # slots before the computer's first throw; critic Y30 §1 asks for the waiting dice there
    # too, unmarked: tests/test_yams_unmarked_waiting.py)
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
            if (scene.computer_turn and scene.game.dice is None and scene.kept_row_slots()
                    and not scene.flow.handoff.active and not scene.flow.leaving.active):
                seen += 1
                assert len(scene.waiting_dice()) == 5
        assert seen
    finally:
        app.close()
