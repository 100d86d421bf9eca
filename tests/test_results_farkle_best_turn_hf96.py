"""A 10 000 player with points has a best turn on the results (ruling S55 (6), round 78, hF96,
critic cB78: "results_farkle_4" showed a 4th place "cea mai bună tură —" beside a 5 150 total).
The cause was the state's figures, not the words: its banks broke the engine's own promise
(:class:`game.engine.farkle.FarkleGame`: a player's banks sum to the total and
``turns_played == busts + len(banks)``), the 4th player's banks left empty. The figures the
results' states show keep that promise, so every player with points says a best turn."""

from __future__ import annotations

import pytest

from game.flow.results_detail import farkle_detail
from tests.uihelpers import make_app
from tools.screens_results import FARKLE_FIGURES, _panel_of

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_results_states_figures_keep_the_engines_promise():
    figures = FARKLE_FIGURES
    for k, total in enumerate(figures.totals):
        assert sum(figures.banks[k]) == total, (k, figures.banks[k], total)
        assert figures.turns_played[k] == figures.busts[k] + len(figures.banks[k]), k


@pytest.mark.parametrize("count", [3, 4])
def test_every_player_with_points_says_a_best_turn(tmp_path, count):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        panel = _panel_of(app, "farkle", count)
        assert len(panel.rows) == count
        for row in panel.rows:
            keys = [p.key for line in row.detail for p in line]
            assert row.total > 0 and "results.detail.best" in keys, (row.name, keys)
            assert "results.detail.no_best" not in keys, row.name
    finally:
        app.close()


def test_the_best_turn_is_the_biggest_bank():
    figures = FARKLE_FIGURES
    for k in range(len(figures.totals)):
        best = farkle_detail(figures, k)[1][0]
        assert dict(best.params)["points"] == max(figures.banks[k])
