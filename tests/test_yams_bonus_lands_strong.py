"""The upper bonus's "35" lands and stays at full strength (critic C32, staged moments: "the
landed Bonus '35' pale"; C67: faint over 0.7-0.9): from the frame the number lands in its cell
to the stage's last, the cell always holds a figure in strong ink (its darkest pixel at least
4.5:1 on the cell's paper, and as strong as it landed while the row stands on the stage):
the landed number pops, then hands over to the cell's own figure in a cross-fade, never
fading out over an empty cell before the figure comes back."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.contrast import contrast_ratio
from game.flow.stage import FADE_OUT, STAMP_GONE
from game.views import stage_lift
from tests.uihelpers import make_app
from tools.screens_stage import _upper, until_staged
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _strength(surface: pygame.Surface, rect: pygame.Rect) -> float:
    """The contrast of the darkest pixel in ``rect`` on the cell's paper (its corner)."""
    area = surface.subsurface(rect)
    paper = tuple(area.get_at((0, 0)))[:3]
    darkest = min((tuple(area.get_at((x, y)))[:3] for x in range(0, rect.w, 2)
                   for y in range(0, rect.h, 2)), key=sum)
    return contrast_ratio(darkest, paper)


def test_the_landed_bonus_never_goes_pale(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        _upper(app)
        stage = until_staged(app, "upper_bonus")
        target = stage.picture.target
        with unseen_frames(app, last_drawn=False):  # up to its landing
            while stage.clock.flight() < 1:
                app.step(1 / 60)
        seen = []
        while app.manager.top is stage and stage.clock.progress < STAMP_GONE:
            app.manager.draw(app.screen)
            # the cell where it is drawn: on the lifted row, then gliding home with it into
            # the sheet (round 60, critic C51)
            cell = stage_lift.shown_rect(stage.picture, target, stage.clock.progress)
            inner = cell.inflate(-cell.w * (2 * theme.px(10, stage.scale)) // target.w,
                                 -cell.h * (2 * theme.px(6, stage.scale)) // target.h)
            seen.append((round(stage.clock.progress, 3), round(_strength(app.screen, inner), 2)))
            app.step(1 / 60)
        assert len(seen) >= 8 and seen[0][0] >= stage.clock.fly[1] - 0.01, seen  # (its own
        # flight: the upper bonus's lands sooner since round 67)
        assert min(s for _, s in seen) >= 4.5, [s for s in seen if s[1] < 4.5]
        # and it holds its landed strength while the row stands on the stage (critic C67:
        # "35" read faint over 0.7-0.9 under the landing's gold wash and in a cross-fade of two
        # half-faded figures): never under 85 % of the landed figure's contrast
        landed = seen[0][1]
        held = [(p, s) for p, s in seen if p < FADE_OUT]
        assert all(s >= 0.85 * landed for _, s in held), (landed, held)
    finally:
        app.close()
