"""Statistics with no game: its empty state wears a picture over its title, as Scores' empty
state wears its trophy (hS22: a bare card of words under floating tabs): three dice, big,
inside the panel, above the title."""

from __future__ import annotations

import pygame
import pytest

from tests.uihelpers import make_app
from tools.screens_statistics import open_statistics

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_the_empty_state_shows_dice_over_its_title(tmp_path, monkeypatch, size):
    from game.scenes import stats_drawing

    dice: list[tuple[int, int]] = []
    real = stats_drawing.die_icon

    def spy(value, side):
        dice.append((value, side))
        return real(value, side)

    monkeypatch.setattr(stats_drawing, "die_icon", spy)
    app = make_app(tmp_path, size=size)
    try:
        scene = open_statistics(app, 0)
        blits: list[pygame.Rect] = []
        scene.draw(app.screen)
        panel = scene.empty_panel
        assert len(dice) == 3, dice
        side = dice[0][1]
        assert side >= scene.px(80)  # a picture, not a sign
        for rect in scene.empty_dice_rects():
            blits.append(rect)
            assert panel.contains(rect)
        title_top = panel.y + scene.px(44) + side  # the title under them
        assert all(rect.bottom <= title_top for rect in blits)
        assert panel.contains(scene.start_button.rect)
    finally:
        app.close()
