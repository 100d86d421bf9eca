"""A new score that takes a medal place keeps its medal's treatment: a new second place is
silver like any second place (its "NOU" tag says it is new), never the amber of a new row."""

from __future__ import annotations

import pygame

from tests.uihelpers import FRAME, make_app
from tools.screens_rules import _scores_few
from tools.unseen_frames import unseen_frames


def _mean(surface, rect):
    # the card's top right corner, past the medal and the words (hS63: at the podium's one
    # height, the ten's, the "NOU" tag stands after the name, across the right half)
    spot = pygame.Rect(rect.right - rect.w // 4, rect.y + 3, rect.w // 4 - 4, rect.h // 6)
    return pygame.transform.average_color(surface, spot)[:3]


def test_a_new_second_place_is_silver_not_amber(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        _scores_few(app)
        with unseen_frames(app):  # its entrance: only the rested frame is looked at
            for _ in range(90):
                app.step(FRAME)
        scene = app.manager.top
        assert scene.latest("farkle") == 1  # Dan, second, new
        new_second = _mean(app.screen, scene.drawn_rows["farkle"][1])
        old_second = _mean(app.screen, scene.drawn_rows["yams"][1])
        r, g, b = new_second
        assert r - b < 30, new_second  # not amber
        assert all(abs(a - c) <= 10 for a, c in zip(new_second, old_second, strict=True)), (
            new_second, old_second)
        assert scene.tag_rect is not None  # still tagged new
    finally:
        app.close()
