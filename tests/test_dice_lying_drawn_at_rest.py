"""A die that lies flat on the felt is drawn with the resting die's picture, whoever threw it
(critic C61: the computer's dice looked flatter: its throws were seen in their last
frames, dice already sliding flat yet still drawn as tumbling cubes, a different shading
from the same dice at rest). Only a die turned off the felt is drawn as a cube."""

from __future__ import annotations

import random

import pygame
import pytest

from game.widgets.dice import DiceTray
from game.widgets.dice_lying import lies_flat


@pytest.fixture(autouse=True, scope="module")
def _display():
    pygame.init()
    yield


def test_a_die_sliding_flat_is_drawn_as_at_rest_the_others_as_cubes(monkeypatch):
    cubes: list[int] = []

    def spy(*args, **kwargs):
        cubes.append(1)

    for module in ("game.widgets.dice", "game.widgets.dice_lying"):
        monkeypatch.setattr(f"{module}.draw_cube", spy, raising=False)
    tray = DiceTray(5)
    tray.layout(pygame.Rect(0, 0, 900, 500), [(120 + 160 * i, 250) for i in range(5)], 90)
    tray.roll(range(5), [2, 3, 6, 5, 1], random.Random(4))
    surface = pygame.Surface((900, 500))
    flat_frames = 0
    while tray.is_animating:
        tray.update(1 / 60)
        if not tray.is_animating:
            break
        looks = [d.tumble.look(tray._elapsed) for d in tray._dice if tray._in_air(d)]
        lying = sum(1 for look in looks if lies_flat(look))
        cubes.clear()
        tray.draw(surface)
        assert len(cubes) == len(looks) - lying, (tray._elapsed, lying)
        flat_frames += lying > 0
    assert flat_frames >= 6  # the dice slide flat a while before the roll ends

