"""Three pairs' scroll lies between the thrown dice and the set-aside row (hF73, critic B69:
across the mat it hid the whole slot row while it showed; ruling S1 keeps that row seen in
every beat): on a three-pairs throw the six dice lie in the upper tray, so the scroll takes
the felt between them and the mat, covering neither a die nor the mat's slots, and clear of
the buttons, in every frame of its stage (sampled) at three sizes."""

from __future__ import annotations

import pygame
import pytest

from game.views import stage_banner
from tests.uihelpers import make_app
from tools.screens_stage import STATES, until_staged
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_scroll_lies_between_the_dice_and_the_slot_row_in_every_frame(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        {name: build for name, build, _ in STATES}["three_pairs"](app)
        stage = until_staged(app, "pairs_throw")
        table = app.manager.stack[-2]
        picture = stage.picture
        dice = list(picture.glow)
        assert len(dice) == 6
        side = table.die_side
        slots = [pygame.Rect(round(x - side / 2), round(y - side / 2), side, side)
                 for x, y in table._row_positions(6) for y in [table.mat.centery]]
        buttons = (table.roll_button.rect, table.bank_button.rect, table.hint_button.rect)
        seen = 0
        while app.manager.top is stage:
            at = stage_banner.drawn_plaque(picture, stage.clock)
            if at.w > 0 and at.h > 0:
                seen += 1
                assert not [d for d in dice if d.colliderect(at)], (at, dice)  # no die hid
                assert not [s for s in slots if s.colliderect(at)], (at, slots)  # nor a slot
                assert not [b for b in buttons if b.colliderect(at)], at
                assert at.top >= max(d.bottom for d in dice)  # under the dice, over the row
            with unseen_frames(app, last_drawn=False):
                for _ in range(3):  # every third frame
                    app.step(1 / 30)
        assert seen >= 5, seen
        rest = stage_banner.ribbon_rect(picture)
        assert rest.h >= stage_banner.words_height(picture), rest  # its words whole in it
    finally:
        app.close()
