"""The overwrite dialog names the game a new one would lose in its question too (critic M30:
"does not name the game that is lost"): "Cu o partidă nouă, partida de Yams se pierde.", over
its card of who plays it and how far it got; a save whose game cannot be read keeps the
plain question."""

from __future__ import annotations

import pytest

from game.engine.farkle import FarkleGame
from game.engine.players import Player
from game.engine.yams import YamsGame
from game.scenes.game_setup import OverwriteConfirm
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("language", ["ro", "en"])
@pytest.mark.parametrize("kind", ["yams", "farkle"])
def test_the_question_names_the_saved_game(tmp_path, language, kind):
    app = make_app(tmp_path, language=language)
    try:
        players = [Player("Ana"), Player("IA", is_computer=True)]
        game = YamsGame.new(players) if kind == "yams" else FarkleGame.new(players, 5_000)
        app.store.save_game(kind, game.to_dict())
        dialog = OverwriteConfirm(app, lambda: None)
        question = dialog.body_paragraphs()[-1]
        assert app.tr(f"menu.{kind}") in question, question
        assert dialog.body_paragraphs()[:-1] == dialog.saved_lines()  # the card above it
    finally:
        app.close()
