"""One headline for a tie for first, in both games: "Egalitate: Ana și Ion" over the tied
names on the podium (hR50: the verdict names the tied, the lead's ruling; it said "Egalitate la
primul loc!" before), also after the win's stage said "Egalitate!" (its words fade out
before the panel rises: the panel then speaks alone, hR29; the 10 000 results said
"Felicitări câștigătorilor!" where Yams said the tie)."""

from __future__ import annotations

import pytest

from game.engine.players import Player
from game.scenes.results import ResultsOverlay
from tests.test_yams_win_stage import _beats, _card, _last_box
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_after_the_stage_said_the_tie_the_results_still_head_with_the_tie(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        scene = _last_box(app, [Player("Ana"), Player("Ion")], [_card(True), _card(False, 28)])
        # the last box seen written on the table, then the win's stage, then the results
        assert _beats(app, scene) == ["YamsTableScene", "stage:win", "ResultsOverlay"]
        results = app.manager.top
        assert isinstance(results, ResultsOverlay) and len(results.winners) == 2
        said = app.tr("stage.tie")
        assert results.said == said  # the stage said the tie
        assert results.headline() == "Egalitate: Ana și Ion"
    finally:
        app.close()


def test_without_a_stage_a_tie_is_still_said_by_the_results(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        from game.scenes.results import ResultRow

        rows = [ResultRow(1, "Ana", 200, seat=0), ResultRow(1, "Ion", 200, seat=1)]
        panel = ResultsOverlay(app, rows, lambda: None, lambda: None)
        assert panel.headline() == "Egalitate: Ana și Ion"
    finally:
        app.close()


def test_both_games_head_a_tie_for_first_alike(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        from game.scenes.results import ResultRow

        rows = [ResultRow(1, "Ana", 5000, seat=0), ResultRow(1, "Ion", 5000, seat=1)]
        for said in ("", app.tr("stage.tie"), app.tr("stage.win")):
            panel = ResultsOverlay(app, rows, lambda: None, lambda: None, said=said)
            assert panel.headline() == "Egalitate: Ana și Ion", said
    finally:
        app.close()
