"""A bank never leaves the 10 000 dice row bare (round 74, hA74, stepping a whole turn frame by
frame at 1366×768 and 1024×600: as "Încasează" was pressed the row's dice and its empty places
vanished at once, a band of bare felt over the rising "+N" for more than a second, until the
turn passed and the cup came): while the bank is shown the row keeps its six empty places
(sockets, ruling S1), as a bust's keeps its dice, until the cup is back whole as the bank's
dice have gone (ruling S64 3., round 79, critic cB78 #2); then the cup stands there alone, no
socket round it."""

from __future__ import annotations

import pytest

import game.scenes.farkle_table as farkle_table
from game.views import farkle_cup
from tests.farkle_bank import bank_a_one
from tests.uihelpers import FRAME, drawing_one_frame_in, make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
def test_the_row_keeps_its_six_places_while_a_bank_is_shown(tmp_path, monkeypatch, size):
    drawn: list[tuple[float, float]] = []
    real = farkle_table.draw_dice_slots

    def spy(surface, centres, side, scale):
        drawn.extend(centres)
        real(surface, centres, side, scale)

    monkeypatch.setattr(farkle_table, "draw_dice_slots", spy)
    app = make_app(tmp_path, size=size)
    try:
        with drawing_one_frame_in(app, 0):
            table = bank_a_one(app, (1, 5, 2, 3, 4, 4), computer=False)
        flow = table.flow
        row = sorted(round(x) for x, _ in table._row_positions(6))
        banked = cup = 0
        for _ in range(240):
            drawn.clear()
            table._still_layer = None  # the whole frame drawn now
            app.step(FRAME)
            in_row = sorted(round(x) for x, y in drawn if abs(y - table.row_y) < 1)
            if flow.frozen is not None and flow.frozen is flow.banked_view:
                banked += 1  # the six places, or the cup back whole: never bare felt (S64 3.)
                whole = farkle_cup.cue_alpha(table) == 255
                assert in_row == ([] if whole else row), (banked, in_row)
                cup += whole
            elif farkle_cup.cue_alpha(table) > 0:
                cup += 1
                assert in_row == [], in_row  # the cup alone (S1)
        assert banked > 30 and cup > 10, (banked, cup)
    finally:
        app.close()
