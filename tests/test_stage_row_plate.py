"""The one lit row under a stage (the Yams box a Penta's "+50" flies into; a 10 000 big bank
lifts none since hF27) stands on a framed plate of its own, part of the picture, clear
of the stage's words (critic hB25: a lone lit strip floating in the veil)."""

from __future__ import annotations

import pygame
import pytest

from game import theme

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("kind", ["penta"])  # a big bank lifts no row (hF27)
def test_the_lit_row_stands_on_a_gold_framed_plate_clear_of_the_name(tmp_path, kind):
    from tests.test_stage_dice import _drawn
    from tests.uihelpers import make_app
    from tools.screens_stage import STATES, until_staged

    app = make_app(tmp_path, size=(1024, 600))
    try:
        {name: b for name, b, _ in STATES}[kind](app)
        stage = until_staged(app, kind)
        table = app.manager.stack[-2]
        picture = stage.picture
        plate = picture.row_plate()
        assert plate is not None
        for part in [picture.target, *picture.labels]:
            assert plate.contains(part), (part, plate)
        surface = pygame.Surface(app.screen.get_size())
        table.draw(surface)
        hushed = picture.dimmed_table(surface, lit=False)
        edge = max(2, theme.px(3, picture.scale)) // 2
        r, g, b = hushed.get_at((plate.centerx, plate.top + edge))[:3]
        gold = theme.GOLD
        assert abs(r - gold[0]) + abs(g - gold[1]) + abs(b - gold[2]) <= 30, (r, g, b)
        _, frame = _drawn(table, stage, 0.3)
        names = [t.rect for t in frame.texts if t.role == "stage" and t.text == picture.line]
        assert names
        for name in names:
            assert not name.inflate(8, 8).colliderect(plate), (name, plate)
    finally:
        app.close()
