"""The last round's ribbon is one short line in the band over the dice row whoever still
plays: one height and one place, never over the row's slots nor the selection tray under
them, with three players or six with long names, at 1920×1080, 1366×768 and 1024×600."""

from __future__ import annotations

import pygame
import pytest

from game.widgets import layout_record
from tests.uihelpers import make_app
from tools import screens_farkle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _ribbon(tmp_path, size, build) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
    """The ribbon's rect, the dice row's slots and the selection tray, once the ribbon
    shows."""
    app = make_app(tmp_path, size=size)
    layout_record.start(size)
    try:
        build(app)
        table = app.manager.top
        assert table.flow.big_announcement().key == "farkle.last_round"
        layout_record.begin(size)
        table.draw(pygame.Surface(size))
        ribbon = [p.rect for p in layout_record.frame().panels if p.role == "announcement"]
        assert len(ribbon) == 1
        slots = pygame.Rect(0, round(table.row_y) - table.die_side // 2, size[0],
                            table.die_side)
        return ribbon[0], slots, pygame.Rect(table.mat)
    finally:
        layout_record.stop()
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_last_round_ribbon_is_one_line_over_the_row_never_on_the_tray(tmp_path, size):
    few, slots, tray = _ribbon(tmp_path / "few", size, screens_farkle._last_round)
    many, _, _ = _ribbon(tmp_path / "many", size, screens_farkle._last_round_six)
    assert (few.h, few.centery) == (many.h, many.centery), (few, many)  # one line, one place
    for ribbon in (few, many):
        assert ribbon.bottom <= slots.top, (ribbon, slots)  # never over the row's slots
        assert not ribbon.colliderect(tray), (ribbon, tray)  # nor the selection tray
