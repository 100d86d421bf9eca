"""Scores: the first three places of a board read as a podium (a band in their medal's colour,
the name and score in bold), the others as plain rows."""

from __future__ import annotations

import pytest

from game.scenes import scores as scores_module
from game.widgets.text import BOLD
from tests.uihelpers import FRAME, make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_first_three_places_are_a_podium(tmp_path, monkeypatch):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        for k, (name, score) in enumerate([("Ana", 280), ("Ion", 250), ("Eva", 240),
                                           ("Dan", 200), ("Ema", 150)]):
            app.store.add_highscore("yams", name, score, date=f"2026-01-0{k + 1}T10:00:00")
        bands, bold = [], []
        real_band, real_text = scores_module.draw_podium_band, scores_module.draw_text
        monkeypatch.setattr(scores_module, "draw_podium_band",
                            lambda s, rect, place, scale: bands.append((place, rect.copy()))
                            or real_band(s, rect, place, scale))

        def text(surface, value, *args, **kwargs):
            if kwargs.get("weight") == BOLD:
                bold.append(value)
            return real_text(surface, value, *args, **kwargs)

        monkeypatch.setattr(scores_module, "draw_text", text)
        scene = scores_module.ScoresScene(app)
        app.manager.push(scene)
        app.step(FRAME)
        rows = scene.drawn_rows["yams"]
        assert [(p, r) for p, r in bands] == [(1, rows[0]), (2, rows[1]), (3, rows[2])]
        assert {"Ana", "Ion", "Eva", "280", "250", "240"} <= set(bold)
        assert not {"Dan", "Ema"} & set(bold)
    finally:
        app.close()
