"""The big bank's plate has an entrance (round 71, critic B71: "already full size at 3 %"):
its slam's size is capped at the middle column, so it comes down by falling, from the
column's top onto its place, seen moving over its first frames (S3: the tallest fall of the
bank plates, an ordinary bank's only drops from just over its own place)."""

from __future__ import annotations

import pytest

from game.flow.stage import StageClock
from game.views import stage_banner, stage_big_bank
from tests.uihelpers import make_app
from tools.screens_stage import STATES, until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_big_banks_plate_falls_onto_its_place_over_its_first_frames(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        {name: build for name, build, _ in STATES}["bank_big"](app)
        stage = until_staged(app, "bank_big")
        picture = stage.picture or stage.build()
        rest = stage_banner.ribbon_rect(picture)
        clock = StageClock("bank_big")
        tops = []
        for frame in range(0, 9):  # its first 0.27 s at 30 frames a second
            clock.age = frame / 30
            tops.append(stage_big_bank.plate_rect(picture, clock).top)
    finally:
        app.close()
    assert rest.top - tops[1] >= 0.25 * rest.h, (tops, rest)  # well above its place
    assert len(set(tops[1:5])) >= 3, tops  # falling, seen moving
    assert tops[-1] == rest.top or abs(tops[-1] - rest.top) <= 0.05 * rest.h, (tops, rest)
