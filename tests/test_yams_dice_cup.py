"""Before a turn's first throw the five dice are in the cup (round 40's ruling, after critics
C30/C31 read pale pipless dice as a rendering failure and C32 read dimmed 1-2-3-4-5 dice as a
thrown straight): a drawn dice cup stands in the roll row's centre, its dice out of sight, so
no face shows and nothing looks broken; no die and no dark slot lies in the row beside it.
The first throw tumbles the dice out of the cup's mouth onto the felt and the cup goes while
the dice are out. On the computer's turn too."""

from __future__ import annotations

import pytest

from game.rules.yams import Box
from game.widgets import dice_cup
from tests.uihelpers import make_app
from tools.screens_yams import pick, roll, table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _light(colour) -> int:
    return colour[0] + colour[1] + colour[2]


def _patch(app, x: int, y: int) -> float:
    """The mean lightness of a 5x5 patch round (x, y) (the felt's weave averaged out)."""
    return sum(_light(app.screen.get_at((x + i, y + j)))
               for i in range(-2, 3) for j in range(-2, 3)) / 25


def _row_is_bare_beside_the_cup(app, scene) -> None:
    """The roll row's outer slots show the felt only: no die, no pip, no dark slot."""
    side = scene.tray.die_size
    for x, out in ((scene._slot_x[0], -1), (scene._slot_x[-1], 1)):
        for dx, dy in ((0, 0), (-0.3, -0.3), (0.3, 0.3), (0, 0.45), (0.45, 0)):
            y = round(scene._free_y + dy * side)
            felt = _patch(app, round(x + out * 0.75 * side), y)  # the felt beside it
            shade = _patch(app, round(x + dx * side), y)
            assert abs(shade - felt) < 14, (x, dx, dy, shade, felt)


def _cup_is_drawn(app, scene) -> None:
    """The cup stands centred on the roll row, on its floor, its gold rim and leather seen."""
    cup = scene.cup_rect()
    side = scene.tray.die_size
    assert cup is not None
    assert abs(cup.centerx - scene._slot_x[2]) <= 1
    assert abs(cup.bottom - (scene._free_y + side // 2)) <= max(3, side // 10)
    assert cup.w > side and cup.h > side  # a cup, larger than a die
    assert not cup.colliderect(scene.held_band)
    felt = app.screen.get_at((scene.left.x + 4, scene._free_y))
    body = app.screen.get_at((cup.centerx, cup.bottom - cup.h // 3))
    # (its colour apart from the felt's, not only its lightness: hY52's dice row, 6 px
    # higher for its gap over the standings, left the leather 36 of light off the felt,
    # its hue far from it)
    apart = sum(abs(a - b) for a, b in zip(body[:3], felt[:3], strict=True))
    assert apart > 40 and body[0] > body[1], body  # warm leather, not felt
    rim = [app.screen.get_at((x, y)) for x in range(cup.x, cup.right)
           for y in range(cup.y, cup.y + cup.h // 3)]
    assert any(c[0] > 180 and c[1] > 130 and c[2] < 110 for c in rim)  # a gold rim


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_before_the_first_throw_the_dice_are_in_the_cup(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = table(app, ["Ana"], [6, 6, 6, 6, 6], computer=False)
        for _ in range(10):
            app.step(1 / 30)
        _cup_is_drawn(app, scene)
        _row_is_bare_beside_the_cup(app, scene)
    finally:
        app.close()


def test_the_first_throw_tumbles_out_of_the_cups_mouth_and_the_cup_goes(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = table(app, ["Ana"], [2, 5, 5, 3, 6], computer=False)
        app.step(1 / 30)
        cup = scene.cup_rect()
        assert cup is not None
        roll(app, scene, land=False)
        for _ in range(30):  # the throw leaves the hand
            if scene.tray.is_animating:
                break
            app.step(1 / 120)
        assert scene.tray.is_animating and scene.cup_rect() is not None  # going, not gone
        starts = [d.tumble.path.xs[0] for d in scene.tray._dice]  # where each left the hand
        mouth = dice_cup.mouth(cup)
        # the handful leaves the cup's mouth: centred on it, together (hD69: one handful that
        # parts as it flies, not a row across the tray)
        assert abs(sum(starts) / 5 - mouth[0]) < scene.tray.die_size * 0.3, (starts, mouth)
        assert max(starts) - min(starts) < scene.tray.die_size, starts
        alphas, gold = [], []
        for _ in range(90):
            alphas.append(scene.cup_alpha() if scene.cup_rect() is not None else 0)
            app.step(1 / 60)
            if scene.tray.is_animating and scene.cup_rect() is None:  # gone: seen gone
                rim = [app.screen.get_at((x, y)) for x in range(cup.x, cup.right, 2)
                       for y in range(cup.y, cup.y + cup.h // 8, 2)]
                gold.append(any(c[0] > 180 and c[1] > 130 and c[2] < 110 for c in rim))
        assert alphas[0] > 0 and alphas == sorted(alphas, reverse=True)  # it goes, gently
        assert alphas[-1] == 0 and scene.cup_rect() is None  # gone while the dice are out
        assert gold and not any(gold)  # while the dice tumble, no rim left on the felt
        landed = [scene.tray.position(i) for i in range(5)]
        assert [round(y) for _, y in landed] == [scene._free_y] * 5
    finally:
        app.close()


def test_the_computers_dice_are_in_the_cup_too(tmp_path):
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
                    and scene.on_stage is None and not scene.flow.handoff.active
                    and scene.cup_rect() is not None):
                seen += 1
                _cup_is_drawn(app, scene)
                _row_is_bare_beside_the_cup(app, scene)
        assert seen
    finally:
        app.close()


def test_the_cup_is_drawn_once_per_size():
    import pygame

    pygame.init()
    first = dice_cup.cup_art(80)
    assert dice_cup.cup_art(80) is first
    assert first.get_flags() & pygame.SRCALPHA
    w, h = first.get_size()
    assert first.get_at((w // 2, h * 3 // 4))[3] >= 250  # its body opaque
    assert first.get_at((0, h - 1))[3] == 0  # round it, the felt
