"""A bank's plaque lies in clear felt (critic B64: "the bank plaque sits on the empty slots'
top edge"): at rest it keeps a clear band of felt between it and the dice slots under it (the
mat's, under their "Selecție" line: round 70, critic B69, it grew over the tray a bank has
emptied, where no slot is drawn), and stays in the middle column under the title, at the three
sizes."""

from __future__ import annotations

import pytest

from game import theme_stage
from game.views import stage_banner
from tests.uihelpers import make_app
from tools.screens_stage import STATES, until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_bank_plaque_keeps_clear_of_the_slots(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        {name: b for name, b, _ in STATES}["bank_banner"](app)
        picture = until_staged(app, "bank_banner").picture
        plate = stage_banner.ribbon_rect(picture)
        air = round(theme_stage.FARKLE_PLAQUE_AIR * picture.scale)
        label = round(theme_stage.PAIRS_COVER_LABEL * picture.scale)  # ("Selecție: —")
        table = app.manager.stack[-2]  # (the table under the stage)
        # (round 81, fixK, "S95 (amended round 81, fixK)": S95 2. reversed "over the tray"
        # on purpose: a banner bank's plate stands on the tray, over its height and its
        # "Selecție" line; the slots it keeps clear of are the dice row's over it, with air,
        # and its foot keeps the buttons' air)
        row = round(table.row_y + table.die_side / 2)  # (the row's slots' foot)
        assert plate.top >= row + air // 2, (plate, row, air)
        assert plate.top <= table.mat.top - label and plate.bottom >= table.mat.bottom, \
            (plate, table.mat, label)
        assert abs(plate.centerx - table.mat.centerx) <= 2, (plate, table.mat)
        assert plate.bottom <= table.roll_button.rect.top - air // 2, (plate, air)
        assert plate.top >= picture.area.top, (plate, picture.area)  # under the title
        assert plate.h >= stage_banner.words_height(picture), plate  # its words whole
    finally:
        app.close()
