"""The Yams "?" card 2 ("Clic pe un zar: îl păstrezi") stands balanced (ruling S98 4., critic
cC80 #6: "in card 2 the kept dice float off-centre, leaving a hole"): the kept dice, up in the
row above as the table moves them, stand centred over the picture, and the dice left below
as balanced about the same middle; the kept dice are one face (what a player keeps)."""

from __future__ import annotations

import pygame
import pytest

from game.scenes import yams_help
from game.scenes.yams_help import STEPS, YamsHelpOverlay
from tests.uihelpers import make_app
from tools.render_screens import open_table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_kept_dice_stand_centred_over_the_ones_left(tmp_path, size, monkeypatch):
    app = make_app(tmp_path, size=size)
    try:
        open_table(app, "yams", 1)
        shown = YamsHelpOverlay(app)
        app.manager.push(shown, fade=False)
        app.step(1 / 60)
        k = next(i for i, step in enumerate(STEPS) if step[1] == "held")
        dice, held = STEPS[k][2], STEPS[k][3]
        drawn: list[tuple[pygame.Rect, object]] = []
        real = yams_help.draw_dice_row

        def record(surface, cache, faces, topleft, side, gap, looks=None, *rest, **named):
            drawn.append((pygame.Rect(topleft, (side, side)), (looks or [None])[0]))
            return real(surface, cache, faces, topleft, side, gap, looks, *rest, **named)

        monkeypatch.setattr(yams_help, "draw_dice_row", record)
        art = shown.step_rects(k)[0]
        shown.draw_picture(app.screen, k, art)
        assert len(drawn) == len(dice)
        kept = [rect for i, (rect, _) in enumerate(drawn) if i in held]
        left = [rect for i, (rect, _) in enumerate(drawn) if i not in held]
        middle = drawn[0][0].unionall([r for r, _ in drawn]).centerx
        for group in (kept, left):
            centre = sum(r.centerx for r in group) / len(group)
            assert abs(centre - middle) <= 1, (group, middle)
        assert abs(middle - art.centerx) <= 1, (middle, art)
        assert len({dice[i] for i in held}) == 1, dice  # a pair kept, as a player would
    finally:
        app.close()
