"""A throw leaves from one place (round 69, hD69): the thrown dice leave together, a handful
at the throw's origin (the cup's mouth, or for a throw by hand the middle of the tray's side it
comes from), spread as they fly, never leave the felt, and rest in their own places (the 10 000
row, the Yams tray), the length the settings say; a click lands them at once."""

from __future__ import annotations

import math
import random

import pygame
import pytest

from game.widgets import dice_cup
from game.widgets.dice import DiceTray
from tests.uihelpers import make_app
from tools.screens_yams import table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

FRAME = 1 / 60
NEAR_FIRST = 0.75  # die sides from the origin on a throw's first frame (a handful)
NEAR_SECOND = 1.6  # ... and on its second, already leaving


def _tray(kind: str, held: tuple[int, ...] = ()) -> DiceTray:
    """A full-screen 10 000 row (six dice on a wide felt) or a Yams tray (five, a band a die
    and a half high), the ``held`` dice lying in a row above it (the Yams hold row)."""
    pygame.init()
    if kind == "farkle":
        tray = DiceTray(6, faces=[1] * 6)
        tray.layout(pygame.Rect(288, 380, 1344, 330),
                    [(960 - 121.5 * 2.5 + 121.5 * i, 545) for i in range(6)], 100)
    else:
        tray = DiceTray(5, faces=[1] * 5)
        tray.layout(pygame.Rect(100, 300, 700, 130),
                    [(210 + 120 * i, 240.0 if i in held else 365.0) for i in range(5)], 90)
    return tray


def _centres(tray: DiceTray, thrown: list[int]) -> list[tuple[float, float]]:
    return [tuple(tray.drawn_rects()[i].center) for i in thrown]  # type: ignore[misc]


@pytest.mark.parametrize("kind", ["farkle", "yams"])
@pytest.mark.parametrize(("cup", "speed"), [(True, 1.0), (False, 1.0), (False, 2.0)])
def test_the_dice_leave_from_one_place_spread_and_land_in_their_places(kind, cup, speed):
    held = () if cup or kind == "farkle" else (1, 4)  # a re-throw: 10 000's dice left, or
    tray = _tray(kind, held)  # the Yams dice not kept (the kept ones in their row above)
    thrown = [i for i in range(tray.count) if i not in held]
    bounds = tray.bounds
    mouth = (float(bounds.centerx), bounds.top + 0.3 * bounds.h) if cup else None
    for seed in (1, 2):
        tray.roll(thrown, [6, 5, 4, 3, 2, 1][:len(thrown)], random.Random(seed), speed=speed,
                  origin=mouth)
        origin = tray.throw_origin
        if cup:  # the cup's mouth, kept a little inside the felt
            assert abs(origin[0] - mouth[0]) < 1 and abs(origin[1] - mouth[1]) < tray.die_size
        else:  # the middle of one side of the tray
            assert origin[1] == bounds.centery
            assert min(abs(origin[0] - bounds.left), abs(origin[0] - bounds.right)) \
                < tray.die_size
        side = tray.die_size
        first = [math.dist(c, origin) / side for c in _centres(tray, thrown)]
        assert max(first) < NEAR_FIRST, first  # a handful at the origin
        tray.update(FRAME)
        second = [math.dist(c, origin) / side for c in _centres(tray, thrown)]
        assert max(second) < NEAR_SECOND, second
        frames, spread = 1, 0.0
        while tray.is_animating:
            felt = bounds.inflate(2 - side, 2 - side)  # a die's centre half a side inside
            for centre in _centres(tray, thrown):  # never off the felt
                assert felt.collidepoint(centre), (centre, bounds)
            spread = max(spread, max(math.dist(c, origin) for c in _centres(tray, thrown)))
            tray.update(FRAME)
            frames += 1
        assert spread > 2 * side  # they spread as they fly
        assert abs(frames * FRAME - 1.05 / speed) < 2.5 * FRAME  # the settings' length
        for i in range(tray.count):
            assert tray.position(i) == tray.rest_positions[i]  # each in its place
    tray.roll(thrown, [1] * len(thrown), random.Random(3), speed=speed, origin=mouth)
    tray.update(FRAME)
    tray.skip()  # a click: they land at once
    assert not tray.is_animating
    assert [tray.position(i) for i in range(tray.count)] == list(tray.rest_positions)


def test_the_yams_tables_first_throw_leaves_the_cups_mouth_as_a_handful(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        scene = table(app, ["Ana"], [2, 5, 5, 3, 6, 1, 1, 4], computer=False)
        app.step(1 / 30)
        cup = scene.cup_rect()
        assert cup is not None
        mouth = dice_cup.mouth(cup)
        scene.roll()
        app.step(FRAME)
        tray = scene.tray
        assert tray.is_animating
        near = [math.dist(c, mouth) / tray.die_size for c in _centres(tray, list(range(5)))]
        assert max(near) < NEAR_SECOND, near  # together at the mouth, not a row across the tray
        while tray.is_animating:
            app.step(FRAME)
        for i in range(5):
            assert tray.position(i) == tray.rest_positions[i]
    finally:
        app.close()
