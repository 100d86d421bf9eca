"""A Yams stage's figure is shown whole: the upper bonus's "+35" never counts through "+34"
on its way (it may arrive big and settle, never with a wrong value), and the sheet's bonus
cell shows the 35 (a full card's from its last box's click on, ruling S43 4.)."""

from __future__ import annotations

import pytest

from game.flow.stage import COUNT_SHOWN, FLY
from game.views.stage_words import counter_text
from tests.layout_check import Run
from tests.test_stage import joker_penta_then_upper_bonus
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_upper_bonus_figure_is_whole_then_its_cell_shows_it(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        run_ = Run(app, "whole figure")
        table, stage = joker_penta_then_upper_bonus(run_)
        assert stage.clock.kind == "upper_bonus" and stage.picture is not None
        shown = set()
        share = COUNT_SHOWN
        while share < FLY[0]:
            stage.clock.age = stage.clock.duration * share
            shown.add(counter_text(stage.picture, stage.clock))
            share += 0.01
        assert shown == {"+35"}, shown
        # the card is full (Șase its last box): S43 4. (amended round 78; reverses S41 and
        # hQ84's "its bonus waits with its TOTAL for the count") has its box and all its
        # sums, the bonus too, say themselves together from the click on, under the stage
        # as after it (a mid-game bonus's cell still waits for its figure, S12)
        # (amended round 82, hY126/hY130, S104 1. and S117 1.: the box and its sums say
        # themselves at the click; the bonus it earns waits for its band to land the +35)
        assert table.sheet_view().cards[0].upper_bonus == 0
        stage.clock.age = stage.clock.duration * (FLY[1] + 0.01)
        stage.land()
        assert table.sheet_view().cards[0].upper_bonus == 35
        run_.until(lambda: app.manager.top is table, 900)
        assert table.sheet_view().cards[0].upper_bonus == 35
    finally:
        app.close()
