"""Scores works its podium cards out once, not in every frame it draws (critic A41: each
card's plan, a dozen measured texts, was worked out again per draw and twice for the
medals' one size): a second frame of the same screen measures no card again."""

from __future__ import annotations

from game.scenes import scores_podium
from game.scenes.scores import ScoresScene
from tests.uihelpers import FRAME, make_app
from tools.screens_rules import fill_highscores


def test_a_second_frame_works_no_card_out_again(tmp_path, monkeypatch):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        fill_highscores(app.store)
        scene = ScoresScene(app)
        app.manager.push(scene)
        app.step(FRAME)
        scene.draw(app.screen)
        worked = []
        real = scores_podium.card_sizes
        monkeypatch.setattr(scores_podium, "card_sizes",
                            lambda *a: worked.append(a) or real(*a))
        scene.draw(app.screen)
        assert worked == []
    finally:
        app.close()
