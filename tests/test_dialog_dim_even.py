"""Under a dialog the whole table dims evenly (hS20: behind the Yams leave dialog the score
sheet stayed light beside the darkened felt and its current column's tint still glowed): the
sheet keeps no more of its light than the felt does, and its current column reads as the
others."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.overlays import leave_confirm, with_medallion
from game.widgets.felt import felt_area
from tests.uihelpers import FRAME, make_app
from tools.render_screens import open_table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _light(app, rect) -> int:
    return sum(pygame.transform.average_color(app.screen, rect)[:3])


def test_the_sheet_dims_as_the_felt_and_its_column_tint_rests(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        table = open_table(app, "yams", 2)
        for _ in range(30):
            app.step(FRAME)
        sheet = table.sheet
        felt = felt_area(app.screen.get_size())
        lit = sheet.column_rect(0).inflate(-8, 0)
        lit.h = sheet.row_h * 2  # (hM62: 4 before; the dialog's larger words made it taller,
        # its medallion over the lower rows: two rows, clear of it, as checked below)
        lit.y = sheet.rect.y + sheet.row_h + 4
        other = lit.move(sheet.col_w, 0)
        cloth = pygame.Rect(felt.x + 4, felt.bottom - 14, 10, 10)
        before = _light(app, lit), _light(app, other), _light(app, cloth)
        dialog = leave_confirm(app, lambda: None)
        app.manager.push(dialog)
        for _ in range(30):
            app.step(FRAME)
        cover = with_medallion(dialog, dialog.panel)
        assert not cover.colliderect(lit) and not cover.colliderect(other)  # dimmed only
        after = _light(app, lit), _light(app, other), _light(app, cloth)
        assert after[1] / before[1] <= 0.8 * after[2] / before[2], (before, after)
        assert abs(after[0] - after[1]) <= 12, (before, after)  # the tint at rest
    finally:
        app.close()
