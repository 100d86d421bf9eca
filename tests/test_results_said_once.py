"""The end of a game says its verdict in one form (round 72, critics D71, E71, G71: the win's
stage said "Victorie! Ion", then the results opened titled "Ion câștigă!"; round 73, critics
L72 #1, #3: hW74's "Clasamentul final: câștigă Ion" after a stage, a 10 000 tie's
"Clasamentul final" naming no one, were a third and fourth form): the win's stage is titled
with the verdict and the results' headline says the same words, a stage before it or not
("Ion câștigă!", "Egalitate: Ana și Ion", hR50); a game played alone its own line."""

from __future__ import annotations

import pytest

from game.engine.players import Player
from game.scenes.results import ResultsOverlay
from tests.test_yams_win_stage import _beats, _card, _last_box
from tests.uihelpers import make_app
from tools.screens_farkle import bank_the_win
from tools.screens_stage import until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_after_the_stage_said_the_tie_the_results_head_with_the_standings(tmp_path):
    # (its name kept for the planted bugs that cite it: the results head with the same
    # verdict the stage said, every winner named, round 73)
    app = make_app(tmp_path, size=(1024, 600))
    try:
        scene = _last_box(app, [Player("Ana"), Player("Ion")], [_card(True), _card(False, 28)])
        # S43 (amended round 78): the last box seen written and the crowned count on the
        # table, then the results at once (no winners' moment nor win's stage at Yams any
        # more); the count's headline said the tie, the results keep it (the 10 000 tie,
        # whose stage says it, below)
        assert _beats(app, scene) == ["YamsTableScene", "ResultsOverlay"]
        results = app.manager.top
        assert isinstance(results, ResultsOverlay) and len(results.winners) == 2
        assert results.said == "Egalitate: Ana și Ion"  # the stage said the tie, both named
        assert results.headline() == results.said  # the same words stand as the headline
        assert "Clasamentul" not in results.headline()
    finally:
        app.close()
    app = make_app(tmp_path / "farkle", size=(1024, 600))
    try:
        bank_the_win(app)
        stage = until_staged(app, "win")
        said = stage.picture.stamp
        for _ in range(900):
            if isinstance(app.manager.top, ResultsOverlay):
                break
            app.step(1 / 30)
        results = app.manager.top
        assert isinstance(results, ResultsOverlay) and len(results.winners) == 2
        assert said.startswith("Egalitate: ") and results.headline() == said
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
    # (its name kept for the planted bugs that cite it: after a stage the results say no
    # other verdict than the stage's, in the one form, round 73)
    app = make_app(tmp_path, size=(1024, 600))
    try:
        from game.scenes.results import ResultRow

        tie = [ResultRow(1, "Ana", 5000, seat=0), ResultRow(1, "Ion", 5000, seat=1)]
        won = [ResultRow(1, "Ion", 5200, seat=1), ResultRow(2, "Ana", 4100, seat=0)]
        lost = [ResultRow(1, "IA", 5200, True, seat=1), ResultRow(2, "Ana", 4100, seat=0)]
        said = {id(tie): "Egalitate: Ana și Ion", id(won): "Ion câștigă!",
                id(lost): "Calculatorul câștigă!"}
        for rows in (tie, won, lost):
            for stage in (said[id(rows)], ""):  # a stage before it, or none
                panel = ResultsOverlay(app, rows, lambda: None, lambda: None, said=stage)
                headline = panel.headline()
                assert headline == said[id(rows)], (stage, headline)  # one form
                assert "Clasamentul" not in headline and "Victorie" not in headline
        alone = [ResultRow(1, "Ion", 5200, seat=0)]  # alone: its own line, stage or not
        panel = ResultsOverlay(app, alone, lambda: None, lambda: None,
                               said=app.tr("stage.new_best"))
        assert panel.headline() == app.tr("results.solo")
    finally:
        app.close()
