"""The results are a large card centred on the felt (no small card in a dark sea), clear of
the table's top buttons, with the winner read first: on the left, on the tallest step."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.results import ResultRow, ResultsOverlay
from game.widgets.felt import felt_area
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_two_players_results_fill_most_of_the_felt(size, tmp_path):
    app = make_app(tmp_path, size=size)
    try:
        rows = [ResultRow(1, "Ana", 10_250, seat=0), ResultRow(2, "Calculatorul", 7_300, True,
                                                              seat=1)]
        panel = ResultsOverlay(app, rows, lambda: None, lambda: None)
        panel.layout(size)
        felt = felt_area(size)
        # (hR28: the card takes PANEL_SHARE of the felt's room across, 0.77 of the felt
        # for two; PANEL_WIDTH's floor alone, 0.74, would leave a dark band each side)
        assert panel.panel.w >= 0.75 * felt.w, (panel.panel, felt)
        assert panel.panel.h >= 0.6 * felt.h, (panel.panel, felt)
        assert abs(panel.panel.centerx - felt.centerx) <= 2
        assert felt.contains(panel.panel)
    finally:
        app.close()


def test_a_game_alone_says_its_final_score_bigger_than_a_podiums_winner(tmp_path):
    # the one place the final score is said: the plate's total takes the plate's room
    app = make_app(tmp_path, size=(1920, 1080))
    try:
        heights = []
        for rows in ([ResultRow(1, "Ana", 186, seat=0)],
                     [ResultRow(1, "Ana", 186, seat=0), ResultRow(2, "Ion", 150, seat=1)]):
            panel = ResultsOverlay(app, rows, lambda: None, lambda: None, quiet=True)
            panel.layout((1920, 1080))
            panel.time = 5.0  # counted, popped, at rest
            panel.draw(pygame.Surface((1920, 1080)))
            heights.append(panel.winner_total.h)
        alone, podium = heights
        assert alone >= 1.5 * podium, heights
    finally:
        app.close()
