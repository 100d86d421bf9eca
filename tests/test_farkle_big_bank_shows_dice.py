"""A big bank's stage shows the dice that made it (critic D70: "Încasare mare!" stood over an
empty tray): the turn's dice set aside lie lit on the mat's places under the plate from its
first frames until the plate leaves, never an empty mat under the big moment."""

from __future__ import annotations

import pytest

from tests.uihelpers import make_app
from tools.screens_stage import _bank_big, until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _ivory(colour) -> bool:
    """A die's face: light and warm (the felt and the empty places are dark green)."""
    return colour.r > 170 and colour.g > 160 and colour.b > 120


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_big_banks_dice_lie_lit_on_the_mat_under_its_plate(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        _bank_big(app)  # five 1s banked: 2 000
        stage = until_staged(app, "bank_big")
        table = stage.table
        side = table.die_side
        places = [(round(x), table.mat.centery) for x, _ in table._row_positions(5)]
        for share in (0.04, 0.35, 0.6):
            stage.clock.age = stage.clock.duration * share
            stage.draw(app.screen)
            for x, y in places:  # each a one: its face light beside its one pip
                face = app.screen.get_at((x + side // 4, y))
                assert _ivory(face), (share, (x, y), face)
                pip = app.screen.get_at((x, y))
                assert pip.r + pip.g + pip.b < 200, (share, (x, y), pip)
    finally:
        app.close()
