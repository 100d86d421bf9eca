"""A Yams stage's words stand clear of the sheet's spotlit row: the player's name plate never
covers the row's label or its cell (the row reads whole, its label beside its cell)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.widgets import layout_record
from tests.uihelpers import make_app, screen_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def drawn(app: Any, stage: Any, share: float) -> tuple[pygame.Surface, Any]:
    """The table with ``stage`` over it at ``share`` of its length, and what was written."""
    size = app.screen.get_size()
    table = app.manager.stack[-2]
    stage.clock.age = stage.clock.duration * share
    surface = pygame.Surface(size)
    layout_record.start(size)
    try:
        layout_record.begin(size)
        table.draw(surface)
        stage.draw(surface)
        return surface, layout_record.frame()
    finally:
        layout_record.stop()


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
def test_the_name_plate_stays_off_the_spotlit_penta_row(tmp_path, size):
    from tools.screens_stage import _penta, until_staged

    app = make_app(tmp_path, size=size)
    try:
        _penta(app)
        stage = until_staged(app, "penta")
        picture = stage.picture
        assert picture.labels and picture.target is not None
        row = picture.target.unionall(picture.labels)
        _, frame = drawn(app, stage, 0.3)
        plates = [t for t in frame.texts if t.role == "stage" and t.text == "Ana"]
        assert plates
        for plate in plates:
            assert not plate.rect.colliderect(row), (plate.rect, row)
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_landed_upper_bonus_fits_inside_its_cell(tmp_path, size):
    from game.views.stage_landing import draw_pop
    from tools.screens_stage import _upper, until_staged

    app = make_app(tmp_path, size=size)
    try:
        _upper(app)
        stage = until_staged(app, "upper_bonus")
        picture, clock = stage.picture, stage.clock
        popped = 0
        for k in range(60, 100):
            clock.age = clock.duration * k / 100
            if clock.pop() <= 0:
                continue
            layer = pygame.Surface(size, pygame.SRCALPHA)
            draw_pop(layer, picture, clock)
            ink = layer.get_bounding_rect(min_alpha=1)
            if ink.w:
                popped += 1
                assert picture.target.contains(ink), (k, ink, picture.target)
        assert popped
    finally:
        app.close()


def drawn_table(app: Any) -> Any:
    """What the whole screen writes now."""
    return screen_frame(app)

