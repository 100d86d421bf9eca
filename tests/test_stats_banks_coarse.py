"""10 000 statistics after one game (hS28, critic K72 #5, statistics_farkle_one_game_1920:
"a sparse histogram: y 0–3, 14 bins, most empty"): the banked turns' histogram takes bins
coarse enough that each holds about three turns on average until there are enough turns
(at most sixteen), so one game's chart is a shape, not a comb of empty bins."""

from __future__ import annotations

import pytest

from game.stats_math import bins_for, histogram
from tests.uihelpers import FRAME, make_app
from tools.screens_statistics import open_statistics

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_a_few_values_get_few_bins_and_many_get_the_most():
    assert bins_for(0, 16) == 4 and bins_for(15, 16) == 5
    assert bins_for(300, 16) == 16 and bins_for(48, 16) == 16
    banks = [300, 350, 500, 600, 650, 650, 700, 750, 800, 850, 900, 900, 950, 1000, 700]
    drawn = histogram(banks, bins_for(len(banks), 16))
    empty = [b for b in drawn if b.count == 0]
    assert len(drawn) <= 6 and len(empty) <= 1, drawn


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_one_games_banks_chart_holds_few_empty_bins(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = open_statistics(app, 1, kind="farkle_only")
        app.step(FRAME)
        scene.draw(app.screen)
        bins = scene.bank_bins
        turns = sum(b.count for b in bins)
        assert turns >= 5, bins
        empty = sum(1 for b in bins if b.count == 0)
        assert len(bins) <= max(4, turns // 3) and empty <= len(bins) // 3, bins
        assert max(b.count for b in bins) >= 3, bins  # a shape, not a comb of ones
    finally:
        app.close()
