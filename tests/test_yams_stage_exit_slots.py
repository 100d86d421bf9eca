"""A Yams Penta's stage hands the table back with its dice in their slots (critic C61, defect
1: at 85 % of a held Joker Penta the held dice sat off their slots, half way home over a
table already handed back, and the places they had left showed dark patches under the free
dice). Over the last quarter of every gathered Yams stage each die is drawn in its slot (the
held ones in the held slots, as the table draws them), and once the table itself shows
through the veil no dark patch lies round a die's place."""

from __future__ import annotations

import pygame
import pytest

from game.views.stage import handed_back
from game.views.stage_gather import flying_rects
from tests.uihelpers import make_app
from tools.screens_yams_moments import STATES

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _light(surface: pygame.Surface, rects: list[pygame.Rect]) -> float:
    """The mean light (the channels' mean) over ``rects``."""
    total, count = 0.0, 0
    for rect in rects:
        for x in range(rect.left, rect.right):
            for y in range(rect.top, rect.bottom):
                r, g, b, *_ = surface.get_at((x, y))
                total += (r + g + b) / 3
                count += 1
    return total / max(1, count)


def _ring(die: pygame.Rect, near: int, far: int) -> list[pygame.Rect]:
    """The strips ``near`` to ``far`` pixels outside ``die``'s left and right sides."""
    w = far - near
    return [pygame.Rect(die.left - far, die.top, w, die.h),
            pygame.Rect(die.right + near, die.top, w, die.h)]


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768)])
@pytest.mark.parametrize("state", ["penta", "joker_penta_held"])
def test_every_exit_frame_has_each_die_in_its_slot_and_no_dark_patch(tmp_path, size, state):
    app = make_app(tmp_path, size=size)
    try:
        dict(STATES)[state](app, 30)
        stage = app.manager.top
        table = app.manager.stack[-2]
        picture, clock = stage.picture, stage.clock
        held = [table.game.held[i] for i in range(len(picture.dice))]
        assert (state == "joker_penta_held") == any(held), held
        seen = 0
        for step in range(13):
            share = 0.75 + step * 0.02
            clock.age = clock.duration * share
            if clock.flight() >= 1 and not stage.landed:
                stage.land()
            frame = pygame.Surface(size)
            table.draw(frame)
            stage.draw(frame)
            places = [pygame.Rect(r) for r in table.dice_in_play_rects()]
            assert flying_rects(picture, clock) == places, (share, held)  # in its slot
            if handed_back(picture, clock) < 1:
                continue
            bare = pygame.Surface(size)
            table.draw(bare)
            for die in places:  # the ground right round the die against the ground a
                # little further out, as on the table itself: no dark patch round it
                shown = _light(frame, _ring(die, 1, 5)) / max(1.0, _light(frame, _ring(
                    die, 16, 20)))
                own = _light(bare, _ring(die, 1, 5)) / max(1.0, _light(bare, _ring(
                    die, 16, 20)))
                assert abs(shown - own) < 0.1, (share, die, round(shown, 2), round(own, 2))
            seen += 1
        assert seen >= 5  # the table seen under the veil over several frames
    finally:
        app.close()
