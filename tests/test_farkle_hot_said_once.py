"""Under the hot dice' stage the turn's points are said once: the stage's caption says
"… 2 500 de puncte rămân" and the dimmed bank button under it says plain "Încasează"
(its figure comes back once the stage has played)."""

from __future__ import annotations

import pytest

from game.views.stage_pictures import farkle_picture
from tests.uihelpers import make_app
from tools.screens_farkle import play, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_bank_button_under_the_hot_stage_says_no_figure(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        table = table_with(app, 2, 1, 1, 1, 5, 5, 5)  # 1 000 + 500: all six score
        table.press_roll()
        play(app)
        for i in range(6):
            table.press_die(i)
        play(app, 4)
        assert table.flow.hot_dice_coming
        picture = farkle_picture(table, "hot_dice")
        assert picture is not None and "1 500" in picture.caption, picture
        assert "1 500" not in table.bank_button.text
        play(app, 400)  # the stage has played: the button says what a press banks again
        assert not table.flow.hot_dice_coming
        assert "1 500" in table.bank_button.text
    finally:
        app.close()
