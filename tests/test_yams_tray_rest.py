"""The tray is never dead (critic round 28 §1): before a turn's first throw something real
stands in the roll row, with its shadow on the felt. Round 28's loose cluster of dice, Y30's
unmarked dice, C30/C31's pale pipless dice ("a rendering failure") and hY34's dimmed row
1 2 3 4 5 (C32: "a thrown straight") gave way in round 40 to the dice cup, its dice in it:
nothing of the last throw, nor any face at all, can show (tests/test_yams_dice_cup.py)."""

from __future__ import annotations

import pytest

from game.rules.yams import Box
from game.widgets import dice_cup
from tests.uihelpers import make_app
from tools.screens_yams import pick, roll, table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _light(colour) -> int:
    return colour[0] + colour[1] + colour[2]


def test_the_cup_stands_on_the_felt_with_its_shadow(tmp_path):
    # (was "the_waiting_dice_are_real_dice_with_a_shadow": the cup holds them, round 40)
    app = make_app(tmp_path, size=(1024, 600))
    try:
        scene = table(app, ["Ana"], [2, 5, 5, 3, 6], computer=False)
        for _ in range(10):
            app.step(1 / 30)
        side = scene.tray.die_size
        cup = scene.cup_rect()
        assert cup is not None
        felt = _light(app.screen.get_at((cup.right + side, cup.bottom - 2)))
        beside = _light(app.screen.get_at((cup.right + round(side * 0.1), cup.bottom - 2)))
        assert beside < felt - 20, (beside, felt)  # its shadow lies on the felt
        assert _light(app.screen.get_at((cup.centerx, cup.bottom - cup.h // 3))) != felt
    finally:
        app.close()


def test_between_turns_the_cup_waits_and_never_the_last_throw(tmp_path, monkeypatch):
    """Between turns the dice are unmistakably not a result: in the cup, never the throw just
    scored. (Was "the_waiting_dice_stand_in_their_slots_…": hY34's dimmed 1 2 3 4 5.)"""
    shown: list[int] = []
    real = dice_cup.draw_cup

    def record(surface, rect, side, alpha=255, filled=False, dice=6):
        shown.append(alpha)
        real(surface, rect, side, alpha, filled, dice)

    monkeypatch.setattr(dice_cup, "draw_cup", record)
    app = make_app(tmp_path, size=(1024, 600))
    try:
        scene = table(app, ["Ana", "Ion"], [2, 5, 5, 3, 6], computer=False)
        app.step(1 / 30)
        assert shown and shown[-1] == 255
        roll(app, scene)
        pick(app, scene, Box.CHANCE)
        scene.flow.validate()
        shown.clear()
        for _ in range(120):
            app.step(1 / 30)
        assert scene.game.current == 1 and shown and shown[-1] == 255  # Ion's cup, whole
        assert scene.dice_in_play_rects() == []  # nothing of Ana's 2 5 5 3 6 on the felt
    finally:
        app.close()
