"""The question before clearing the statistics says whose games go (ruling S98 3., critic
cC80 #15: "the statistics-clear text counts all 50 games while the page behind shows Ana's
38"): the clear takes every player's games, so its count is said as every player's, never
as "the games played" over a page that shows one player's fewer."""

from __future__ import annotations

import pytest

from game.scenes.clear_records import ClearConfirm
from tests.uihelpers import FRAME, make_app
from tools.screens_statistics import open_statistics

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

EVERYONE = {"ro": "tuturor jucătorilor", "en": "every player"}


@pytest.mark.parametrize("language", ["ro", "en"])
def test_the_clear_question_counts_every_players_games_as_theirs(tmp_path, language):
    app = make_app(tmp_path, size=(1024, 600), language=language)
    try:
        scene = open_statistics(app, 50)
        app.stats.flush(force=True)
        scene.refresh()
        app.step(FRAME)
        everyone = app.stats.data.games_played()
        scene.ask_clear()
        app.step(FRAME)
        dialog = app.manager.top
        assert isinstance(dialog, ClearConfirm)
        body = " ".join(dialog.body_paragraphs())
        assert f"({everyone})" in body, body
        assert EVERYONE[language] in body.lower(), body  # whose: all of them
    finally:
        app.close()
