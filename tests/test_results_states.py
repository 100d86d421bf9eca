"""The results' render states show the panel where the game shows it: over a table."""

from __future__ import annotations

from game.scenes.menu import MenuScene
from game.scenes.results import ResultsOverlay
from tests.uihelpers import make_app
from tools.screens_results import _results_entrance


def test_the_results_entrance_state_opens_over_a_table_not_the_menu(tmp_path):
    app = make_app(tmp_path)
    _results_entrance(app)
    stack = app.manager.stack
    assert isinstance(stack[-1], ResultsOverlay)
    below = stack[-2]
    assert not isinstance(below, MenuScene) and hasattr(below, "game"), type(below).__name__
