"""Before a turn's first throw nothing reads as a roll (critic Y30 §1): the gathered waiting
dice are unmarked (no pips: no value before the first throw, never "old dice"), yet real dice
(a pale body, a shadow on the felt); and before the computer's first throw they wait there
too, never a row of dark empty slots."""

from __future__ import annotations

import pytest

from game.rules.yams import Box
from game.views import yams_views
from tests.uihelpers import make_app
from tools.screens_yams import pick, roll, table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _light(colour) -> int:
    return colour[0] + colour[1] + colour[2]


def _dark_pixels(app, x: float, y: float, side: int) -> int:
    """How many sampled pixels of the die's body centred at (x, y) are dark (pips)."""
    half = int(side * 0.34)
    return sum(1 for dx in range(-half, half + 1, 2) for dy in range(-half, half + 1, 2)
               if _light(app.screen.get_at((round(x) + dx, round(y) + dy))) < 300)


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_the_waiting_dice_show_no_value_before_the_first_throw(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = table(app, ["Ana"], [2, 5, 5, 3, 6], computer=False)
        for _ in range(10):
            app.step(1 / 30)
        side = scene.tray.die_size
        waiting = scene.waiting_dice()
        assert len(waiting) == 5
        for x, y in waiting:
            assert _dark_pixels(app, x, y, side) == 0, (x, y)  # no pip: no value shown
            assert _light(app.screen.get_at((round(x), round(y)))) > 450  # a pale die body
    finally:
        app.close()


def test_before_the_computers_first_throw_its_dice_wait_gathered_no_dark_slots(
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
                assert len(scene.waiting_dice()) == 5  # the dice it is about to throw
        assert seen
        assert not any(slots)  # never a row of dark empty slots
    finally:
        app.close()
