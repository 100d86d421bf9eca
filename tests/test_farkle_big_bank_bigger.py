"""A big bank is clearly bigger and richer than hot dice (round 69, critic: "a big bank is not
visibly bigger than hot dice", ruling S3: hot dice < big bank): its ebony plate at rest is
clearly taller than hot dice' ribbon and larger in all, a beading of gold coins along its
frame, still inside the middle column and over none of the dice' slots under it."""

from __future__ import annotations

import pytest

from game.views import stage_big_bank
from game.views.stage_banner import ribbon_rect
from tests.uihelpers import make_app
from tools.screens_stage import STATES, until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _resting(tmp_path, size, state):
    """The banner ``state``'s resting rect, its column and its table's mat."""
    app = make_app(tmp_path, size=size)
    try:
        {name: build for name, build, _ in STATES}[state](app)
        stage = until_staged(app, state)
        picture = stage.picture
        beads = stage_big_bank.beads(picture) if state == "bank_big" else []
        return ribbon_rect(picture), picture.area, stage.table.mat, beads
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_big_banks_plate_is_clearly_bigger_than_hot_dice_ribbon(tmp_path, size):
    hot = _resting(tmp_path, size, "hot_dice")[0]
    big, column, mat, beads = _resting(tmp_path, size, "bank_big")
    assert big.h >= 1.3 * hot.h, (big, hot)
    assert big.w * big.h >= 1.25 * hot.w * hot.h, (big, hot)
    assert column.contains(big) and not big.colliderect(mat), (big, column, mat)
    plate = big.move(-big.x, -big.y)
    assert len(beads) >= 12 and all(plate.contains(bead) for bead in beads), beads
