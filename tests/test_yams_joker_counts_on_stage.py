"""The Joker Penta's payoff is seen while its moment is on screen (critic C65, defect 1: its
"+100" sat over a "Bonus Penta 0" for the whole takeover, the cell counting only once the
title, the player and the confetti had gone): its "+100" flies into the lifted Bonus Penta
row and the cell holds 100 there under the whole stamp, its name, its caption and its
confetti, as the upper bonus's row does; the row never reads its old figure once the moment
has gone. (Since round 74 the "+100" is said on the box itself, so the cell takes the 100 as
it lands, never counting up to it again: S12.)"""

from __future__ import annotations

import pytest

from game.rules.yams import Box, Scorecard
from game.theme_stage import YAMS_EXIT_WORDS
from game.views.stage import shown_stamp_alpha
from game.views.stage_landing import chip_figure
from tests.layout_check import Run
from tests.layout_sequences_yams import seat
from tests.test_stage import _staged
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_jokers_bonus_penta_counts_to_100_under_its_whole_moment(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        run_ = Run(app, "joker counts")
        table = seat(run_, (4,) * 5, names=("Ana",),
                     cards=[Scorecard.from_points({Box.PENTA: 50, Box.CHANCE: 22})])
        run_.click(table.roll_button.rect.center)
        stage = _staged(run_)
        clock, picture = stage.clock, stage.picture
        assert clock.kind == "joker_penta" and picture is not None
        counted: list[tuple[float, int]] = []
        step = clock.duration / 200
        clock.age = 0.0
        while clock.progress < 0.99:
            figure = chip_figure(picture, clock)
            if figure is not None and (not counted or counted[-1][1] < 100):
                counted.append((round(clock.progress, 3), figure))  # counting, landing
                # the cell counts under the whole moment: its title, its player, its confetti
                assert shown_stamp_alpha(picture, clock) >= 0.99, counted
                assert clock.progress <= YAMS_EXIT_WORDS[0], counted  # its name, caption
                assert clock.burst() >= 0.99, counted
            clock.age += step
        values = [figure for _, figure in counted]
        assert values and values[-1] == 100, counted  # it reached the 100
        assert set(values) == {100}, counted  # (round 74, hJ74, S12: the "+100" said on
        # its box from the first frame lands in it as 100; counting 0 → 100 after it read as a
        # counter running backwards, critic cR74a #1: tests/test_stage_box_counter_never_back)
        landed = next(p for p, figure in counted if figure == 100)
        assert landed <= 0.6, counted  # well before the moment leaves
    finally:
        app.close()
