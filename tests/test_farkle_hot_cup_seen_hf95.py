"""Hot dice' six going into the cup, as a player sees them (round 78, hF95, ruling S53 2. and
3.; S26 amended round 77).

* Each die going in is drawn alone: cut from the picture of all six, a neighbour's edge came
  along in its square, shrunk and ghosting beside it for a few frames as they closed in.
* Once they are in the cup no die is drawn; a click on them was refused by shaking a die no
  one sees (nothing visibly moved). The cup says the refusal: it wobbles, with the refused
  sound, and stands still again."""

from __future__ import annotations

import pygame
import pytest

from game.flow.farkle_hot_back import into_cup, six_back
from game.views import farkle_cup
from game.views.farkle_hot_cup import draw_dice_into_cup
from game.widgets import dice_cup
from game.widgets.dice import DiceTray
from tests.test_farkle_table import Recorder
from tests.uihelpers import FRAME, make_app
from tools.screens_farkle import play, table_with
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

HOT = (2, 2, 2, 1, 5, 5, 3, 4, 6, 2, 2, 1)


def _tray(faces, places, side=72) -> DiceTray:
    tray = DiceTray(len(faces), faces=faces)
    tray.layout(pygame.Rect(0, 0, 640, 360), places, side)
    return tray


@pytest.mark.parametrize("progress", [0.3, 0.5, 0.7])
def test_each_die_going_into_the_cup_is_drawn_alone(progress):
    side = 72
    places = [(200.0, 180.0), (200.0 + 1.1 * side, 180.0)]  # close: their squares overlap
    mouth = (300.0, 60.0)
    both = pygame.Surface((640, 360), pygame.SRCALPHA)
    draw_dice_into_cup(both, _tray((6, 5), places, side), progress, mouth)
    alone = pygame.Surface((640, 360), pygame.SRCALPHA)
    for face, place in zip((6, 5), places, strict=True):
        draw_dice_into_cup(alone, _tray((face,), [place], side), progress, mouth)
    differ = sum(both.get_at((x, y)) != alone.get_at((x, y))
                 for x in range(100, 400, 2) for y in range(100, 260, 2))
    assert differ == 0, f"{differ} pixels of a neighbour's edge ghost beside a die"


def _hot_table(app):
    table = table_with(app, 2, *HOT)
    table.press_roll()
    play(app)
    for i in range(6):  # the sixth die set aside: "Zaruri fierbinți!" (F8)
        table.press_die(i)
    return table


def _cup_pixels(app, table) -> pygame.Surface:
    surface = pygame.Surface(app.screen.get_size())
    table.draw(surface)
    return surface.subsurface(farkle_cup.cup_place(table).inflate(40, 20)).copy()


def _moved(a: pygame.Surface, b: pygame.Surface) -> int:
    w, h = a.get_size()
    return sum(a.get_at((x, y)) != b.get_at((x, y)) for x in range(0, w, 3)
               for y in range(0, h, 3))


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_a_click_on_the_six_in_the_cup_shakes_the_cup(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        table = _hot_table(app)
        with unseen_frames(app):
            for _ in range(int(6.0 / FRAME)):
                app.step(FRAME)
                if six_back(table.flow) and into_cup(table.flow) >= 1.0:
                    break
            for _ in range(10):
                app.step(FRAME)
        assert into_cup(table.flow) >= 1.0, "the six never went into the cup"
        still = _cup_pixels(app, table)
        for _ in range(5):  # nothing moves there by itself
            app.step(FRAME)
            assert _moved(still, _cup_pixels(app, table)) == 0
        app.audio = Recorder()
        table.press_die(2)  # (each of the six lies at the cup's mouth, undrawn)
        assert app.audio.played == ["refused"]
        moved = []
        for _ in range(int(0.6 / FRAME)):
            app.step(FRAME)
            moved.append(_moved(still, _cup_pixels(app, table)))
        assert len(table.game.selected) == 6 and table.game.hot_dice_pending  # refused
        assert max(moved[:6]) > 0, "the click was refused and nothing visibly moved"
        assert moved[-1] == 0, "the cup never stood still again"
        assert farkle_cup.cup_wobble(table) == 0.0
    finally:
        app.close()


def _light_in_mouth(app, table) -> int:
    """Pixels of a die's ivory (bright) in the cup's mouth as drawn now."""
    surface = pygame.Surface(app.screen.get_size())
    table.draw(surface)
    cup = farkle_cup.cup_place(table)
    mx, my = dice_cup.mouth(cup)
    box = pygame.Rect(0, 0, cup.w // 2, cup.w // 6)
    box.center = (round(mx), round(my))
    return sum(sum(surface.get_at((x, y))[:3]) > 600 for x in range(box.left, box.right)
               for y in range(box.top, box.bottom))


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_mouth_never_stands_empty_as_the_six_fade_into_it(tmp_path, size):
    """As the last of the six fade at the mouth, the cup's own heap of dice comes in under
    them (the mouth stood dark and empty a few frames, then the heap popped in)."""
    app = make_app(tmp_path, size=size)
    try:
        table = _hot_table(app)
        seen: list[tuple[float, int]] = []
        with unseen_frames(app):
            for _ in range(int(6.0 / FRAME)):
                app.step(FRAME)
                if six_back(table.flow) and into_cup(table.flow) >= 0.6:
                    seen.append((into_cup(table.flow), _light_in_mouth(app, table)))
                    if len(seen) > 12:
                        break
        assert seen and seen[0][0] < 0.8, seen
        assert all(light > 20 for _, light in seen), seen
    finally:
        app.close()
