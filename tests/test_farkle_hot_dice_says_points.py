"""The hot dice' stage says the figure the turn keeps ("… 1 150 de puncte rămân"), the
number the Romanian way, never the bare "the turn's points stay"."""

from __future__ import annotations

import pytest

from game.views.stage_pictures import farkle_picture
from tests.uihelpers import make_app
from tools.screens_farkle import play, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_hot_dice_caption_says_the_points_kept(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        table = table_with(app, 2, 1, 1, 1, 5, 5, 5)  # 1 000 + 500: all six score
        table.press_roll()
        play(app)
        table.game.turn_points = 1_000  # a turn's earlier throw set 1 000 aside
        for i in range(6):
            table.press_die(i)
        assert table.game.hot_dice_pending and table.game.turn_total == 2_500
        picture = farkle_picture(table, "hot_dice")
        assert picture is not None and "2 500 de puncte rămân" in picture.caption, picture
    finally:
        app.close()
