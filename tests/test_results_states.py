"""The results' render states show the panel where the game shows it: over a table."""

from __future__ import annotations

import pytest

from game.scenes.menu import MenuScene
from game.scenes.results import ResultsOverlay
from tests.uihelpers import make_app
from tools.screens_results import _results_entrance

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # (suite time, r72)


def test_the_results_entrance_state_opens_over_a_table_not_the_menu(tmp_path):
    app = make_app(tmp_path)
    _results_entrance(app)
    stack = app.manager.stack
    assert isinstance(stack[-1], ResultsOverlay)
    below = stack[-2]
    assert not isinstance(below, MenuScene) and hasattr(below, "game"), type(below).__name__


def test_the_10000_results_state_is_a_real_games_end(tmp_path):
    # its totals were set by hand once, its history left empty: "0 ture jucate" under 5 900
    from tools.screens_farkle import _results

    app = make_app(tmp_path)
    try:
        _results(app)
        assert isinstance(app.manager.top, ResultsOverlay)
        game = app.manager.stack[-2].game
        for index in range(len(game.players)):
            assert sum(game.banks[index]) == game.totals[index], index
            assert game.turns_played[index] == game.busts[index] + len(game.banks[index])
            assert game.turns_played[index] > 0
    finally:
        app.close()
