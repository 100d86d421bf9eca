"""A bank's plate (1 000 or more) is sized by its amount and leaves no dead band over the tray
(round 78, hF94, critic cB77 #11, ruling S48): at 1920×1080 a 1 050 bank's plate floated
high with a band of bare felt under it, as tall as the plate itself, down to the "Zaruri
încasate" line; now it rests a clear air over that line, as tall as a share of the felt over
it that grows with the amount: a 1 000 bank's smaller than a 1 900 one's, smaller than a big
bank's, each inside the column and clear of the mat."""

from __future__ import annotations

import pytest

from game.views.stage_banner import ribbon_rect
from tests.uihelpers import make_app
from tools.screens_stage import STATES, until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

def _plates(tmp_path, size, state, amounts):
    """The banner ``state``'s resting rect at each of ``amounts``, its column and its mat."""
    app = make_app(tmp_path, size=size)
    try:
        {name: build for name, build, _ in STATES}[state](app)
        stage = until_staged(app, state)
        picture = stage.picture
        rects = []
        for amount in amounts:
            picture.amount = amount
            rects.append(ribbon_rect(picture))
        return rects, picture.area, stage.table.mat
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_a_banks_plate_grows_with_its_amount_and_fills_the_felt_over_the_tray(tmp_path, size):
    (small, larger), column, mat = _plates(tmp_path, size, "bank_banner", (1_000, 1_900))
    (big, biggest), big_column, _ = _plates(tmp_path, size, "bank_big", (2_000, 3_000))
    assert small.h < larger.h <= big.h <= biggest.h and small.w < larger.w, (
        small, larger, big, biggest)
    assert biggest.h > small.h * 1.1, (small, biggest)
    # (amended round 81, hF106, ruling S95 2., critic cB80 #3: the plate stood over the
    # tray, on the dice left in the row and over the "Zaruri încasate" line; it now stands
    # on the tray, over its height and its line, in the middle felt; its rung said by its
    # height and width, still under the big bank's)
    for plate, area in ((small, column), (larger, column)):
        assert area.contains(plate) and plate.top <= mat.top and plate.bottom >= mat.bottom, (
            plate, area, mat)
        assert abs(plate.centerx - mat.centerx) <= 2, (plate, mat)
