"""Before a turn's first throw the roll row is not an empty band (critic hY22 §1): what the
turn will throw waits there, in the row where the throw will land the dice (round 24 had them
wait in the kept row, then land a row lower: they seemed to jump rows, critic hY25 §2); the
kept row shows its faint empty slots all along. Since round 40 what waits there is the dice
cup with the five dice in it (tests/test_yams_dice_cup.py): the row's dice, pale, pipless,
then dimmed 1 2 3 4 5, read as broken or as a thrown straight (critics C30, C31, C32)."""

from __future__ import annotations

import pytest

from game.rules.yams import Box
from tests.uihelpers import make_app
from tools.screens_yams import pick, roll, table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _light(colour) -> int:
    return colour[0] + colour[1] + colour[2]


def test_the_cup_waits_in_the_roll_row_where_the_dice_will_land(tmp_path):
    # (was "the_five_dice_wait_in_the_roll_row_…": the dice now wait in the cup, round 40)
    app = make_app(tmp_path, size=(1024, 600))
    try:
        scene = table(app, ["Ana"], [2, 5, 5, 3, 6], computer=False)
        for _ in range(20):
            app.step(1 / 30)
        felt = app.screen.get_at((scene.left.x + 4, scene._held_y))
        kept = [(x, scene._held_y) for x in scene._slot_x]
        cup = scene.cup_rect()
        side = scene.tray.die_size
        assert cup is not None  # in the roll row, standing on its floor
        # (off the kept row's band: hY52's roll row, 8 px higher at 1024×600 for its 16 px
        # over the standings, sets the cup's rim on the band's lower edge, the slots' outlines
        # still ~10 px above it)
        assert not cup.colliderect(scene.held_band) and cup.bottom == scene._free_y + side // 2
        assert cup.collidepoint(scene._slot_x[2], scene._free_y)
        empty = [_light(app.screen.get_at(c)) for c in kept]
        assert all(abs(shade - _light(felt)) < 60 for shade in empty), (felt, empty)
        scene.flow.held_once = True  # (round 65: else the row's one invitation is said there)
        roll(app, scene)
        app.step(0.5)
        assert scene.cup_rect() is None
        landed = [scene.tray.position(i) for i in range(5)]
        assert [round(y) for _, y in landed] == [scene._free_y] * 5  # where the cup stood
        after = [_light(app.screen.get_at(c)) for c in kept]
        assert all(abs(shade - _light(felt)) < 60 for shade in after), (felt, after)
    finally:
        app.close()


def test_the_cup_waits_in_the_row_on_the_computers_turn_too(tmp_path):
    # (was "no_die_waits_in_the_row_on_the_computers_turn": its row then showed dark empty
    # slots before the computer's first throw; critic Y30 §1 asked for the waiting dice there
    # too; since round 40 its dice wait in the cup: tests/test_yams_dice_cup.py)
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
                assert scene.cup_rect() is not None
        assert seen
    finally:
        app.close()
