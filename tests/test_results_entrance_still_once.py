"""The results' entrance builds its still parts once (hR60, review): while the panel slides
up, its card (the hushed ground, the felt card, the headline) is drawn once and moved; only
what moves on it (the rising podium, the counting totals) is drawn again each frame."""

from __future__ import annotations

import pytest

from game.scenes import results_picture
from game.scenes.results import ENTRANCE_TIME, ResultRow, ResultsOverlay
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

FRAME = 1 / 60
ROWS = [ResultRow(1, "Ana", 5_900, seat=0), ResultRow(2, "Ion", 5_100, seat=1),
        ResultRow(3, "Dan", 4_700, seat=2)]


def test_the_entering_cards_still_parts_are_drawn_once(tmp_path, monkeypatch):
    drawn: list[int] = []
    real = results_picture.draw_felt_card

    def card(*args, **kw):
        drawn.append(1)
        return real(*args, **kw)

    monkeypatch.setattr(results_picture, "draw_felt_card", card)
    app = make_app(tmp_path, size=(1024, 600))
    try:
        app.step(FRAME)
        panel = ResultsOverlay(app, ROWS, lambda: None, lambda: None)
        app.manager.push(panel, fade=False)
        frames = 0
        while panel.time < ENTRANCE_TIME - FRAME:
            app.step(FRAME)
            frames += 1
        assert frames >= 10
        assert len(drawn) == 1, (len(drawn), frames)
    finally:
        app.close()
