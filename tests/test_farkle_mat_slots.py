"""The mat is never a dead box (hF21): a die set aside rests on one of its six slots, the
others stay outlined (since round 79, ruling S64 1., before any die is set aside there is no
mat at all: critic cB78 read its six empty slots as a dead band); a bank's "+N" rises over
them (ruling S1: the six slots in every beat)."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from tests.uihelpers import make_app
from tools.screens_farkle import play, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _outlined(app, table, centre) -> bool:
    """True when a slot's outline is drawn around ``centre`` on the mat."""
    surface = pygame.Surface(app.screen.get_size())
    app.manager.draw(surface)
    side = table.die_side
    x, y = round(centre[0] - side / 2) + table.px(1), round(centre[1])
    return tuple(surface.get_at((x, y)))[:3] != tuple(theme.FARKLE_MAT)


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_empty_mat_shows_where_the_kept_dice_rest(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, 2, 1, 5, 3, 3, 4, 2)
        table.press_roll()
        play(app)
        free = table.mat_slots_free()
        assert len(free) == 6 and all(table.mat.collidepoint(p) for p in free)
        assert table.mat_share() == 0.0  # S64 1. (round 79): nothing chosen, no empty tray
        table.press_die(0)
        play(app, 6)
        rest = table.tray.rest_positions[0]
        left = table.mat_slots_free()
        assert len(left) == 5 and all(abs(p[0] - rest[0]) > 1 for p in left)
        assert all(_outlined(app, table, p) for p in left)
        table.press_bank()  # its "+100" rises out of the mat over its six faint slots
        app.step(1 / 60)
        assert table.flight is not None
        # (round 67, ruling S1 reverses hF21's "a bank's '+N' has the mat to itself": the
        # six slots stay in every beat, the bank's too; critic B66 read the mat emptied after
        # a bank as a dead band. The figure rises over them, drawn after them.)
        ends = [(x, float(table.mat.centery)) for x, _ in table._row_positions(6)[::5]]
        assert all(_outlined(app, table, p) for p in ends)
    finally:
        app.close()
