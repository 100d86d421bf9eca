"""The 10 000 games the end-of-game sequences are played from (``tools.end_frames``) are
games a player could have played (critic C69: the results read "Ture 0" beside 5 100 points,
the totals set with no turns under them): each total is its banks' sum, each player's turns
their busts plus their banks, and the turns follow the turn order (those before the player to
move one turn ahead of the rest)."""

from __future__ import annotations

import pytest
from uihelpers import make_app

from tools.end_frames import _win_table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # (suite time, r72)


@pytest.mark.parametrize("case", ["person", "computer", "alone", "three"])
def test_every_players_figures_add_up_to_a_played_game(tmp_path, case):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        game = _win_table(app, case).game
        for k in range(len(game.players)):
            assert game.totals[k] == sum(game.banks[k]) > 0, (k, game.totals, game.banks)
            assert game.turns_played[k] == game.busts[k] + len(game.banks[k]), k
            assert game.hot_dice[k] <= game.turns_played[k]
        now = game.turns_played[game.current]
        assert now > 0
        assert [game.turns_played[k] - now for k in range(len(game.players))] == [
            1 if k < game.current else 0 for k in range(len(game.players))]
    finally:
        app.close()
