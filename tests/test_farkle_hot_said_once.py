"""Under the hot dice' stage the stage's caption says "… 1 500 de puncte rămân" and the bank
button under it says the same figure, "Încasează 1 500".

Round 30 reversed the older promise (the button said plain "Încasează" under the stage, the
figure "said once"): the critic read a bare "Încasează" and "Total până acum 0" beside the
ribbon's figure as numbers that disagree; the points the player holds are said everywhere
they belong (tests/test_farkle_hot_holds_points.py)."""

from __future__ import annotations

import pytest

from game.views.stage_pictures import farkle_picture
from tests.uihelpers import make_app
from tools.screens_farkle import play, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_hot_stage_caption_says_the_figure_and_the_button_its_action(tmp_path):
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
        assert table.bank_button.text == "Încasează"  # (S108 1.: the caption's figure only)
        play(app, 400)  # the stage has played: the button still says what a press banks
        assert not table.flow.hot_dice_coming
        assert table.bank_button.text == "Încasează"
    finally:
        app.close()
