"""The Yams table's left column has no flat felt (critic L72 #11: "flat felt above and below
the dice with nothing in it" at 1920; once the Clasament grew, ~55 px of bare felt lay under
"Anulează", more with one or two seats): the room the column has over its parts goes to the
dice, the kept row and the cup (one die size for the whole game), the buttons standing at the
column's foot, a small air over the key bar; at 1024x600 the column stays whole."""

from __future__ import annotations

import pytest

from game import theme
from game.theme_table import YAMS_FOOT_AIR
from tests.uihelpers import make_app
from tools.screens_yams import table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SEATS = ((["Ana"], False), (["Ana"], True), (["Ana", "Ion"], True))
"""One person alone, one with the computer, two with the computer."""


def _felt_under_undo(scene) -> int:
    return scene.content_area.bottom - scene.undo_button.rect.bottom


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768)])
def test_the_columns_room_goes_to_the_dice_not_under_the_buttons(tmp_path, size):
    for k, (names, computer) in enumerate(SEATS):
        app = make_app(tmp_path / str(k), size=size)
        try:
            scene = table(app, names, [2, 5, 5, 3, 6], computer=computer)
            base = theme.px(theme.YAMS_DIE_SIZE, scene.scale)
            seats = len(scene.game.players)
            assert scene.tray.die_size > base, (size, seats, scene.tray.die_size, base)
            # the buttons at the column's foot: no band of felt under "Anulează"
            air = theme.px(YAMS_FOOT_AIR, scene.scale)
            assert _felt_under_undo(scene) <= air + 3, (size, seats, _felt_under_undo(scene))
            # the kept row and the cup grew with the dice
            assert scene.held_band.h >= round(scene.tray.die_size * theme.YAMS_HELD_BAND) - 1
            assert scene.cup_place().h > theme.px(150, scene.scale), (size, seats)
            # the panel sits on the buttons' air, the dice over it, the row over them
            assert scene.standings.area.top - (scene._free_y + scene.tray.die_size // 2) >= 16
            assert scene.held_band.right <= scene.left.right
            assert scene.held_band.left >= scene.left.left
        finally:
            app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_column_stays_whole_at_every_size(tmp_path, size):
    for k, (names, computer) in enumerate((*SEATS, (["Ana", "Ion", "Eva"], True))):
        app = make_app(tmp_path / str(k), size=size)
        try:
            scene = table(app, names, [2, 5, 5, 3, 6], computer=computer)
            base = min(theme.px(theme.YAMS_DIE_SIZE, scene.scale),
                       (scene.left.w - 2 * theme.px(theme.GAP, scene.scale)) * 10 // 68)
            assert scene.tray.die_size >= base, size  # never smaller than before
            assert scene.undo_button.rect.bottom <= scene.content_area.bottom, size
            assert scene.prompt_place().bottom <= scene.held_band.top, size
            roll_bottom = scene._free_y + scene.tray.die_size // 2
            assert roll_bottom < scene.standings.area.top, size
            buttons = min(b.rect.top for b in (scene.roll_button, scene.validate_button,
                                               scene.hint_button))
            assert scene.standings.area.bottom < buttons, size
            spacing = scene._slot_x[1] - scene._slot_x[0]
            assert spacing - scene.tray.die_size >= round(0.3 * scene.tray.die_size), size
        finally:
            app.close()
