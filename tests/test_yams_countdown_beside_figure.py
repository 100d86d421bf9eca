"""The countdown's ring stands beside its box's figure, inside its cell, off the box's frame
(critic D71: it sat on the box's ring at its right end, crowding the figure, and reached
the next column's border at 1024x600): where the column has room for both, the box's ring
closes round the figure before the badge, the badge keeps air from the figure's ink and
paper between it and the column's own outline, at every size, alone or with others."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from tests.test_yams_countdown_badge_inside import _counting
from tests.test_yams_ring_clear_of_figure import _ink, _pixels
from tests.uihelpers import make_app, screen_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

AIR = 2
"""Window px kept between the badge and the box's ring, the figure, the column's outline."""


@pytest.mark.parametrize("players", [1, 3])
@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_badge_stands_beside_the_figure_off_the_boxs_frame(tmp_path, size, players):
    app = make_app(tmp_path, size=size)
    try:
        scene = _counting(app, players)
        badge = scene.countdown_ring_rect()
        assert badge is not None and scene.badge_beside() == badge.left  # beside, not over
        view = scene.sheet_view()
        cell = scene.sheet.cell_rect(view.current, scene.flow.marked_box)
        sheet = pygame.Surface(app.screen.get_size())
        scene.sheet.draw(sheet, view, scene.tr)  # the sheet alone: its box's ring, its figure
        under = _pixels(sheet, badge.inflate(2 * AIR, 0).clip(cell), theme.SHEET_CHEAPEST)
        assert under == [], (size, players, badge, under[:4])  # the box's frame stops short
        ring = _pixels(sheet, cell, theme.SHEET_CHEAPEST)
        assert ring and max(x for x, _ in ring) < badge.left - AIR  # closed round the figure
        texts = [t for t in screen_frame(app).shown_texts()
                 if cell.contains(t.rect) and t.role != "countdown"]
        assert len(texts) == 1, texts
        ink = _ink(sheet, texts[0].rect)
        assert ink.right + AIR <= badge.left, (size, players, ink, badge)
        column = scene.sheet.column_rect(view.current)
        edge = max(2, theme.px(4, scene.sheet.scale))  # the column's outline
        assert badge.right + AIR <= column.right - edge, (size, players, badge, column)
    finally:
        app.close()
