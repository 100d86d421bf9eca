"""Room round the dice (critic C50 defect 9): the standings strip almost touched the rolled
dice's row (~10 px at 1366×768, less at 1024×600) and the dice coming back from a stage sat
on it. A fixed gap of at least 16 px lies between the dice row's slots (a die whole, its
shadow's reach too) and the standings' band at every size."""

from __future__ import annotations

import pytest

from tests.uihelpers import make_app
from tools.screens_yams import table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

LEAST = 16


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_standings_stand_16px_below_the_dice_row(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = table(app, ["Ana", "Ion"], [2, 5, 5, 3, 6] * 4)
        app.step(0.1)
        die = scene.tray.die_size
        row_bottom = scene._free_y + die // 2
        top = scene.standings.area.top
        assert top - row_bottom >= LEAST, (size, top - row_bottom)
        assert scene.standings.area.h > 0
    finally:
        app.close()
