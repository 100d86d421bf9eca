"""An ordinary bust's plate carries the middle of the felt (ruling S87 2., round 80, hF104;
critic cF79's 10 000 row, `farkle_bust`: "the middle felt is empty and dimmed"). The plate was
crammed into the title's row over its dice, the felt under them, down to the buttons, left
empty under the veil. Now, as in the last round (S80 1.), the one plate stands under its dice
(their red rings clear), in the felt above the buttons, centred in that room; the "10 000"
title keeps its row over the dice (no region that vanishes for the moment). Stepped at 60
frames a second at the three sizes, every frame the plate shows."""

from __future__ import annotations

import pytest

from game.views.farkle_refusal import lost_ring_reach
from tests.test_farkle_bust_one_plate_hf93 import _ordinary_bust
from tests.uihelpers import announcement_frames, make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

FRAME = 1 / 60


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_an_ordinary_busts_plate_stands_in_the_middle_felt_under_its_dice(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        table = _ordinary_bust(app)
        title = table.heading()
        seen = 0
        for frame, plate in announcement_frames(app, FRAME):
            seen += 1
            assert table.flow.last_round_strip() is None
            reach = lost_ring_reach(table)
            under = max(table.tray.position(i)[1] for i in range(table.tray.count)) \
                + table.tray.die_size / 2 + reach
            buttons = table.roll_button.rect.top
            assert plate.top >= under, (plate, under)  # under its dice and their rings
            assert plate.bottom <= buttons, (plate, buttons)  # over the buttons
            # centred on the tray in the felt between them (amended round 81, hF106, ruling
            # S95 1.: the tray stands there at every beat; was the felt's middle)
            assert abs(plate.centery - table.mat.centery) <= 2, (plate, table.mat)
            assert plate.h >= 0.45 * (buttons - under), (plate, under, buttons)  # it fills it
            assert any(t.text == title and t.rect.bottom <= table.players_rect.top
                       for t in frame.texts), title  # the title keeps its row
        assert seen >= round(1.0 / FRAME), seen
    finally:
        app.close()
