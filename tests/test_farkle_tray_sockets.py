"""The 10 000 table's set-aside row is a purpose-built tray (round 74, hA74, critic row "10 000
table": six dark outlined squares under the dice, and the empty place of a die set aside, read
as placeholders): an empty place is a socket pressed into the cloth, a hollow shaded under
its top edge, no outline brighter than the cloth round it
(ruling S1's "quiet slots", kept in every beat by ``test_farkle_dice_slots``); the mat itself
is a tray, its cloth shaded under its rim. The Yams table's slots keep their own look."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.contrast import relative_luminance
from game.scenes import farkle_table
from game.views import yams_views
from tests.uihelpers import make_app, recorded_frame
from tools.screens_farkle import play, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIDE = 80
SCALE = 1366 / 1920


def _socket_on(ground):
    surface = pygame.Surface((200, 200))
    surface.fill(ground)
    farkle_table.draw_dice_slots(surface, [(100.0, 100.0)], SIDE, SCALE)
    return surface


def _lum(surface, x, y):
    return relative_luminance(surface.get_at((x, y)))


@pytest.mark.parametrize("ground", [theme.FARKLE_MAT, theme.FELT], ids=["mat", "felt"])
def test_an_empty_place_is_a_hollow_not_an_outline(ground):
    surface = _socket_on(ground)
    cloth = relative_luminance(ground)
    left, top = 100 - SIDE // 2, 100 - SIDE // 2
    rim = [_lum(surface, left + i, top + j) for i in range(SIDE) for j in range(SIDE)
           if min(i, j, SIDE - 1 - i, SIDE - 1 - j) < 4 and SIDE // 4 < j]
    # (the lower three quarters of its edge)
    assert max(rim) <= cloth * 1.25, (max(rim), cloth)  # no bright ring round it
    middle = _lum(surface, 100, 100)
    assert middle < cloth  # pressed into the cloth: darker than it
    under_top = _lum(surface, 100, top + 3)
    assert under_top < middle  # its top edge casts a shade into it


def test_the_yams_slots_keep_their_own_look():
    assert farkle_table.draw_dice_slots is not yams_views.draw_dice_slots


def test_the_mat_is_a_tray_shaded_under_its_rim(tmp_path):
    size = (1366, 768)
    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, 2, 4, 4, 4, 1, 5, 2)
        table.press_roll()  # (S64 1., round 79: the mat is drawn while it holds a die)
        play(app)
        table.press_die(3)
        play(app, 30)
        surface = pygame.Surface(size)
        recorded_frame(table, size, onto=surface)
        mat = table.mat
        places = table._row_positions(6)
        x = round((places[0][0] + places[1][0]) / 2)  # between the first two sockets
        near_top = _lum(surface, x, mat.y + table.px(8))
        lower = _lum(surface, x, mat.centery)
        assert near_top < 0.9 * lower, (near_top, lower)
    finally:
        app.close()
