"""The standings strip at turn 1 says one thing once (critic C40, yams_first_roll: "1. Ana 0
încă 13 ture" three times): while nobody has scored, one line beside the title says so
("Toți la 0"; the turns left are the round line's, round 69), and each row says the player's
turn (critic C69: the names alone left the panel two-thirds empty): "acum", "urmează",
"apoi", in the turns' column (where the table's room has one)."""

from __future__ import annotations

import pytest

from game.views.yams_standings import rows_of
from tests.layout_check import FRAME
from tests.uihelpers import make_app, screen_frame
from tools.screens_yams import table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
def test_nobody_scored_one_line_says_it_and_each_row_its_turn(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = table(app, ["Ștefan", "Țuțu"], [2, 3, 5, 5, 6] * 2)
        app.step(FRAME)
        rect = scene.standings.rect(scene.game, scene.tr,
                                    scene.message_rects())
        assert rect is not None
        texts = [t.text for t in screen_frame(app).texts if rect.contains(t.rect)]
        said = scene.tr("yams.standings.all_zero")  # "Toți la 0"
        assert said in texts, texts  # once, beside the title
        # the turns counted once, by the round line under the title (round 69), never here
        assert not [t for t in texts if "13" in t], texts
        assert "0" not in texts and "1." not in texts, texts  # no place, no 0 repeated
        for name in ("Ștefan", "Țuțu", "Calculatorul"):
            assert any(name in t for t in texts), (name, texts)
        plan = scene.standings.plan(scene.game, rows_of(scene.game, scene.tr),
                                    scene.message_rects())
        assert plan is not None and plan.turns  # (three seats: each one's turns have room)
        order = [scene.tr(f"yams.standings.order_{k}") for k in ("now", "next", "then")]
        assert [t for t in texts if t in order] == order, texts  # in each row, in turn
    finally:
        app.close()
