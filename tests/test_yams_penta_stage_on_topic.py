"""A Penta's stage says the Penta alone: its title, the dice, its player's seat pill and the
box it may fill; no strip of the other players' Penta boxes under it (round 74, hX87, critic
cR74a #4: "Penta la ceilalți: Ion încă liberă · …" was off-topic at the best moment of the
game; ruling S12's round 74 paragraph), at the three sizes."""

from __future__ import annotations

import pytest

from game.rules.yams import Box, Scorecard
from game.views import stage_under
from tests.layout_check import Run
from tests.layout_sequences_yams import seat
from tests.test_stage import _staged
from tests.test_yams_joker_first_beat import _texts
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_a_pentas_stage_names_its_player_and_no_one_else(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        run_ = Run(app, "penta on topic", sample_every=0)
        cards = [Scorecard(), Scorecard.from_points({Box.PENTA: 50}), Scorecard()]
        table = seat(run_, (6,) * 5, names=("Ana", "Ion", "Eva"), cards=cards)
        run_.click(table.roll_button.rect.center)
        stage = _staged(run_)
        assert stage.clock.kind == "penta"
        picture = stage.picture
        assert picture.line == "Ana" and picture.seat is not None  # whose Penta: the pill
        assert stage_under.plate(picture) is None  # no lower part under the row
        words = [t.text for t in _texts(app, table, stage, 0.5)]
        assert "Ana" in words, words
        for other in ("Ion", "Eva", "Penta la ceilalți:", "încă liberă"):
            assert other not in words, (other, words)
    finally:
        app.close()
