"""A Penta's stage rests no figure on its column (hY50 reversed round 30's promise: "a Penta's
"+50" rests on the stage's centred column, then travels to its box"; critic C41 read that
"+50" by an empty box as scored-but-not, and the box holds its 50 only once taken): the
stamp, the gathered dice and the name stand centred, the lit Penta row shows the 50 its box
would take, "posibil" beside it (tests/test_yams_penta_strip_truthful.py); no figure is
placed by its box nor flown into it, at the three sizes."""

from __future__ import annotations

import pytest

from game.views import stage_words
from tests.uihelpers import make_app
from tools.screens_stage import _penta, until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_penta_figure_rests_centred_on_the_column(tmp_path, monkeypatch, size):
    placed: list[object] = []
    real = stage_words.beside_box

    def recorded(picture, image, top, otherwise):
        placed.append(picture.kind)
        return real(picture, image, top, otherwise)

    monkeypatch.setattr(stage_words, "beside_box", recorded)
    app = make_app(tmp_path, size=size)
    try:
        _penta(app)
        stage = until_staged(app, "penta")
        picture = stage.picture
        assert picture.possible and picture.prefix == ""
        while app.manager.top is stage:
            app.step(1 / 30)
        assert placed == [], "no figure placed by the Penta's box"
        assert abs(picture.centre[0] - picture.felt.centerx) <= 2  # the group centred
    finally:
        app.close()
