"""The hold tip never cuts the Clasament (round 79, critic cA79 #4,
``keys/1920_02_space_throw.png``, ``crop_coach.png``): with Ana and the computer at 1920 the
hold card left the folded standings a strip shorter than its own line, "Clasament · Toți la
0" sliced by the panel's border. Ruling S62 (amended round 79): the card docks under the dice
only where the folded strip stands whole under it (its line's height and its padding), else
it finds another place; the fold never shrinks below its line."""

from __future__ import annotations

import pytest

from game.views.yams_standings_fold import fold_size, folded_rect
from game.widgets.text import line_height
from tests.uihelpers import make_app
from tools.screens_coach import coach_on, settle
from tools.screens_yams import roll, table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
@pytest.mark.parametrize("names", [["Ana"], ["Ana", "Ion"]])
def test_the_folded_clasament_stands_whole_under_the_hold_card(tmp_path, size, names):
    app = make_app(tmp_path, size=size)
    try:
        coach_on(app)
        scene = table(app, names, [2, 5, 5, 3, 6])
        roll(app, scene)
        settle(app)
        card = scene.coach.card
        assert scene.coach.shown == "yams.hold" and card is not None
        strip = folded_rect(scene, card)
        if card.colliderect(scene.standings.area):  # folded under the card
            assert strip.h >= line_height(fold_size(scene)) + 2 * scene.px(10) - 1
            assert strip.top >= card.bottom  # the card never over the fold
            assert strip.bottom <= scene.standings.area.bottom
    finally:
        app.close()
