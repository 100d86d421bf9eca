"""During a Yams throw the tumbling dice keep their distance (no two pictures overlap, once
the handful that leaves the cup or the hand together has parted, hD69) and
look at most slightly larger than at rest (their picture within 1.15 resting sides)."""

from __future__ import annotations

import pytest

from tests.uihelpers import make_app
from tools.screens_yams import table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_tumbling_dice_keep_apart_and_near_their_resting_size(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = table(app, ["Ana", "Ion"], [6, 6, 2, 5, 6] * 4, computer=False)
        tray = scene.tray
        worst_size, frames, leaving = 0.0, 0, 0
        for _ in range(3):  # three throws: several paths
            scene.roll()
            app.step(1 / 60)
            while tray.is_animating and tray.is_leaving:  # one handful leaves the hand
                app.step(1 / 60)
                leaving += 1
            while tray.is_animating:
                rects = tray.drawn_rects()
                for i, a in enumerate(rects):
                    worst_size = max(worst_size, a.w / tray.die_size)
                    for b in rects[i + 1:]:
                        assert not a.inflate(-2, -2).colliderect(b.inflate(-2, -2)), (a, b)
                app.step(1 / 60)
                frames += 1
            for i in (0, 1):  # keep two: the next throw flies three dice past them
                if not scene.game.held[i]:
                    scene.flow.toggle_hold(i)
            app.step(0.5)
        assert frames > 20 and worst_size <= 1.15, (frames, worst_size)
        assert leaving <= 3 * 18, leaving  # each handful parted within its first 0.3 s
    finally:
        app.close()
