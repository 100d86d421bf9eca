"""The goal's plate leaves whole and its hush lifts cleanly (round 71, critic B71: at 92 %
"a muddy half-blurred table": the blurred, dimmed copy of the table laid half see-through over
the sharp one, every word of the table doubled by its own blur). As it leaves, the plate
shrinks whole (never a fold of its height alone; since round 76 flying into the title's row
where the last round's band comes, hL76), the table coming back
into focus with it (round 72): each frame one table, blurred less and dimmed less than the
last, never the blurred copy laid partly transparent over the sharp one."""

from __future__ import annotations

import pytest

from game import theme_stage
from game.flow.stage import StageClock
from game.views import stage_goal
from tests.uihelpers import make_app
from tools.screens_stage import STATES, until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

FPS = 60


def test_the_hush_sharpens_back_frame_by_frame_never_see_through():
    clock = StageClock("goal")
    shares = []
    for k in range(round(clock.duration * FPS) + 1):
        clock.age = min(clock.duration, k / FPS)
        if clock.progress > theme_stage.FARKLE_GOAL_LEAVE[0]:  # (round 72: as the plate folds)
            blur, opacity = stage_goal.hush_now(clock)
            assert opacity in (0.0, 1.0), (clock.progress, opacity)  # one table, not two
            shares.append(blur)
    assert shares == sorted(shares, reverse=True), shares  # sharper each frame
    assert shares[-1] == 0 and shares[0] > 0.5, shares
    assert len([s for s in shares if 0 < s < 1]) >= 3, shares  # seen coming into focus


def test_the_goal_plate_leaves_whole(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        {name: build for name, build, _ in STATES}["goal"](app)
        stage = until_staged(app, "goal")
        picture = stage.picture or stage.build()
        clock = StageClock("goal")
        leaving = []
        for k in range(round(clock.duration * FPS) + 1):
            clock.age = k / FPS
            if not theme_stage.FARKLE_GOAL_LEAVE[0] < clock.progress < \
                    theme_stage.FARKLE_GOAL_LEAVE[1]:
                continue
            full = stage_goal.plate_now(picture)
            at = stage_goal.goal_plate(picture, clock)
            if min(at.w, at.h) >= 6:
                leaving.append((at, full))
    finally:
        app.close()
    assert len(leaving) >= 4, leaving
    for at, full in leaving:
        assert abs(at.w / at.h - full.w / full.h) < 0.06 * full.w / full.h, (at, full)
        # (round 76, hL76, ruling S6 amended: with others still to play it no longer shrinks
        # about its middle, it flies whole into the title's row: its middle on the way from
        # where it rested up to the band's, never off that way)
        band = picture.band_row
        assert band is not None
        assert band.centery <= at.centery <= full.centery, (at, full, band)
        assert min(full.centerx, band.centerx) - 2 <= at.centerx <= max(
            full.centerx, band.centerx) + 2, (at, full, band)
