"""Scores reads its boards' rows once, not in every frame it draws (hS64: each frame built
every board's rows again, its dates written ~400 times, for the cards' plans, medals and
type): a second frame of the same boards writes no date again; a new score, a language or
a target chosen writes them anew."""

from __future__ import annotations

from game.scenes import scores
from game.scenes.scores import ScoresScene
from tests.uihelpers import FRAME, make_app
from tools.screens_rules import fill_highscores


def _count_dates(monkeypatch) -> list:
    written: list = []
    real = scores.short_date
    monkeypatch.setattr(scores, "short_date", lambda *a: written.append(a) or real(*a))
    return written


def test_a_second_frame_writes_no_date_again(tmp_path, monkeypatch):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        fill_highscores(app.store)
        scene = ScoresScene(app)
        app.manager.push(scene)
        app.step(FRAME)
        scene.draw(app.screen)
        written = _count_dates(monkeypatch)
        scene.draw(app.screen)
        assert written == []
        app.store.add_highscore("yams", "Nou", 400, date="2026-12-01T20:00:00")
        scene.enter()  # (a new score: its board's rows read again)
        scene.draw(app.screen)
        assert written
        assert scene.rows("yams")[0].name == "Nou"
        written.clear()
        scene.target.select(0)  # (another 10 000 target: its rows)
        scene.draw(app.screen)
        assert scene.rows("farkle")[0].score == "5 150"
    finally:
        app.close()
