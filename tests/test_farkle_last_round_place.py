"""The last round's ribbon has one size and one place whoever still plays: it hangs from
just under the dice row (never over its slots) and stays above the buttons, with three
players or six with long names, at 1920×1080, 1366×768 and 1024×600."""

from __future__ import annotations

import pygame
import pytest

from game.widgets import layout_record
from tests.uihelpers import make_app
from tools import screens_farkle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _ribbon(tmp_path, size, build) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
    """The ribbon's rect, the dice row's slots and the buttons, once the ribbon shows."""
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
        return ribbon[0], slots, pygame.Rect(table.roll_button.rect)
    finally:
        layout_record.stop()
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_last_round_ribbon_keeps_one_place_under_the_row(tmp_path, size):
    few, slots, buttons = _ribbon(tmp_path / "few", size, screens_farkle._last_round)
    many, _, _ = _ribbon(tmp_path / "many", size, screens_farkle._last_round_six)
    assert few == many, (few, many)  # one size and place whoever still plays
    assert few.top >= slots.bottom, (few, slots)  # never over the row's slots
    assert few.bottom < buttons.top, (few, buttons)
