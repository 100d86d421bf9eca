"""Before a turn's first throw no face value shows in the roll row, and it never looks broken:
the five dice are in the cup (round 40's ruling). The history: hY31 made the waiting dice
pipless (critic Y30 §1: old dice read as this turn's), critics C30/C31 read those as "a
rendering failure", hY34 showed them dimmed as 1 2 3 4 5, critic C32 read that as "a thrown
straight". Before the computer's first throw the cup waits there too, never a row of dark
empty slots."""

from __future__ import annotations

import pytest

from game.rules.yams import Box
from game.views import yams_views
from tests.uihelpers import make_app
from tools.screens_yams import pick, roll, table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _light(colour) -> int:
    return colour[0] + colour[1] + colour[2]


def _ivory(app, scene) -> int:
    """How many pixels of the roll row, outside the cup, are a die's ivory."""
    cup = scene.cup_rect()
    side = scene.tray.die_size
    found = 0
    for x in range(scene.left.x, scene.left.right, 3):
        for y in range(scene._free_y - side // 2, scene._free_y + side // 2, 3):
            if cup is not None and cup.collidepoint(x, y):
                continue
            found += _light(app.screen.get_at((x, y))) > 600
    return found


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_no_face_shows_in_the_roll_row_before_the_first_throw(tmp_path, size):
    # (was "…stand_in_their_slots_showing_one_to_five_dimmed": reversed in round 40)
    app = make_app(tmp_path, size=size)
    try:
        scene = table(app, ["Ana"], [6, 6, 6, 6, 6], computer=False)
        for _ in range(10):
            app.step(1 / 30)
        assert scene.cup_rect() is not None and _ivory(app, scene) == 0
        roll(app, scene)
        assert _ivory(app, scene) > 0  # (the check sees dice once they are out)
    finally:
        app.close()


def test_before_the_computers_first_throw_the_cup_waits_no_dark_slots(
        tmp_path, monkeypatch):
    slots: list[int] = []
    real = yams_views.draw_dice_slots

    def record(surface, centres, side, scale):
        slots.append(len(centres))
        real(surface, centres, side, scale)

    monkeypatch.setattr(yams_views, "draw_dice_slots", record)
    app = make_app(tmp_path, size=(1024, 600))
    try:
        scene = table(app, ["Ana"], [2, 5, 5, 3, 6] * 6, computer=True)
        roll(app, scene)
        pick(app, scene, Box.CHANCE)
        scene.flow.validate()
        seen = 0
        for _ in range(240):  # the turn passes to the computer, until its first throw
            app.step(1 / 30)
            if scene.game.dice is not None and scene.computer_turn:
                break
            if (scene.computer_turn and not scene.flow.leaving.active
                    and scene.on_stage is None and not scene.flow.handoff.active):
                seen += 1
                assert scene.cup_rect() is not None  # the dice it is about to throw
                assert _ivory(app, scene) == 0  # not Ana's 2 5 5 3 6, no face at all
        assert seen
        assert not any(slots)  # never a row of dark empty slots
    finally:
        app.close()
