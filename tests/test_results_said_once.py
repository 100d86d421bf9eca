"""The end of a game says its verdict once (round 72, critics D71, E71, G71: the win's stage
said "Victorie! Ion", then the results opened titled "Ion câștigă!"): after a win's stage
the results' headline says what the stage did not, the final standings, never the verdict
again (at a tie the names are then on the stage's pills and the podium only, not a third
time); a panel opened with no stage before it still heads with the verdict ("Egalitate: Ana
și Ion", hR50)."""

from __future__ import annotations

import pytest

from game.engine.players import Player
from game.scenes.results import ResultsOverlay
from tests.test_yams_win_stage import _beats, _card, _last_box
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_after_the_stage_said_the_tie_the_results_head_with_the_standings(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        scene = _last_box(app, [Player("Ana"), Player("Ion")], [_card(True), _card(False, 28)])
        # the last box seen written on the table, then the win's stage, then the results
        assert _beats(app, scene) == ["YamsTableScene", "stage:win", "ResultsOverlay"]
        results = app.manager.top
        assert isinstance(results, ResultsOverlay) and len(results.winners) == 2
        assert results.said == app.tr("stage.tie")  # the stage said the tie
        assert results.headline() == app.tr("results.standings") == "Clasamentul final"
        assert "Ana" not in results.headline() and "Egalitate" not in results.headline()
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


def test_after_any_win_stage_no_verdict_is_said_again(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        from game.scenes.results import ResultRow

        tie = [ResultRow(1, "Ana", 5000, seat=0), ResultRow(1, "Ion", 5000, seat=1)]
        won = [ResultRow(1, "Ion", 5200, seat=1), ResultRow(2, "Ana", 4100, seat=0)]
        for rows in (tie, won):
            for said in (app.tr("stage.tie"), app.tr("stage.win")):
                panel = ResultsOverlay(app, rows, lambda: None, lambda: None, said=said)
                headline = panel.headline()
                assert headline.startswith("Clasamentul final"), said
                assert headline not in (app.tr("results.winner", name="Ion"),
                                        "Egalitate: Ana și Ion")  # never the verdict again
                if rows is tie:  # a tie's names on its step only, not a third time
                    assert headline == "Clasamentul final" and "Ion" not in headline
                else:  # one winner named in the standings (critics H72, J72)
                    assert headline == "Clasamentul final: câștigă Ion", headline
        alone = [ResultRow(1, "Ion", 5200, seat=0)]  # alone: its own line, stage or not
        panel = ResultsOverlay(app, alone, lambda: None, lambda: None, said=app.tr("stage.win"))
        assert panel.headline() == app.tr("results.solo")
    finally:
        app.close()
