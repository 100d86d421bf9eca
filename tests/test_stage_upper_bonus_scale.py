"""The upper bonus's stamp is scaled to its rarity (round 75, hX88, critic cA75): next
after the grand ones (a Penta, a Joker Penta, the win: at least 40 % of the felt), its
"Bonus!" about a third of the felt's width (it was ~26 %)."""

from __future__ import annotations

import pytest

from game.views.stage_picture import STAMP
from game.widgets.text import font
from tests.layout_check import Run
from tests.test_stage_holds import _upper_bonus_staged
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = ((1920, 1080), (1366, 768), (1024, 600))


@pytest.mark.parametrize("size", SIZES)
def test_the_upper_bonus_stamp_is_about_a_third_of_the_felt(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        run_ = Run(app, "upper bonus scale")
        _table, stage = _upper_bonus_staged(run_)
        run_.until(lambda: stage.picture is not None, 20)
        picture = stage.picture
        assert picture is not None and picture.kind == "upper_bonus"
        letters = font(picture.stamp_size(), STAMP).render(picture.stamp, True,
                                                          (255, 255, 255))
        ink = letters.get_bounding_rect(min_alpha=40)
        assert 0.30 <= ink.w / picture.felt.w <= 0.35, (size, ink.w, picture.felt.w)
    finally:
        app.close()
