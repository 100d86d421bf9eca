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
        mat = app.manager.stack[-2].mat  # (the slots' frame, under the stage)
        assert plate.bottom <= mat.top - label - air, (plate, mat, air)
        assert plate.top >= picture.area.top, (plate, picture.area)  # under the title
        assert plate.h >= stage_banner.words_height(picture), plate  # its words whole
    finally:
        app.close()
