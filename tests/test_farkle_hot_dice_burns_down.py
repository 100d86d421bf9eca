"""Hot dice' ribbon burns with its dice (round 70, critic B69: it hung over the empty tray,
bare felt between it and the mat): flames rise from each hot die on the mat into its lower
edge, swaying, dying down as it folds shut; no band of bare felt between the ribbon and the
dice."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.views.stage_banner import drawn_plaque
from tests.uihelpers import make_app
from tools.screens_stage import STATES, until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

BARE_MOST = 12
"""Reference pixels at most of rows with no fire on them between the ribbon and its dice."""


def _fire(colour) -> bool:
    """True for a pixel of flame or of a hot die's glow: orange to yellow."""
    r, g, b = colour[:3]
    return r > 170 and r > g > b and g > 50 and b < 130


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_flames_rise_from_the_hot_dice_into_the_ribbon_no_bare_felt_between(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        {name: build for name, build, _ in STATES}["hot_dice"](app)
        stage = until_staged(app, "hot_dice")
        picture = stage.picture
        runs = []
        for share in (0.3, 0.45, 0.6):  # (the ribbon at rest, burning)
            stage.clock.age = stage.clock.duration * share
            surface = pygame.Surface(size)
            stage.table.draw(surface)
            stage.draw(surface)
            ribbon = drawn_plaque(picture, stage.clock)
            dice = picture.glow
            assert len(dice) == 6, dice
            span = dice[0].unionall(dice[1:])
            run = most = 0
            for y in range(ribbon.bottom, span.top):
                bare = not any(_fire(surface.get_at((x, y)))
                               for x in range(span.left, span.right, 2))
                run = run + 1 if bare else 0
                most = max(most, run)
            runs.append(most)
    finally:
        app.close()
    assert all(run <= theme.px(BARE_MOST, picture.scale) for run in runs), runs
