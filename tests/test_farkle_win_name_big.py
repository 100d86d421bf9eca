"""At the 10 000's end "Victorie!" is the largest words, the winner's name large on its pill
under it, their total under that (round 70, critic D69: "„Victorie!” is smaller than the name
pill"; hL65 had made the name as big as the headline, critic B64)."""

from __future__ import annotations

import pygame
import pytest

from game.widgets import layout_record
from tests.uihelpers import make_app
from tools.screens_stage import STATES, freeze

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_a_persons_win_names_them_under_a_larger_victorie(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        {name: b for name, b, _ in STATES}["win_alone"](app)
        freeze(app, 40, "win")
        picture = app.manager.top.picture
        assert picture.stamp == "Victorie!" and picture.line == "Jucătorul 1"
        layout_record.start(size)
        try:
            layout_record.begin(size)
            app.manager.draw(pygame.Surface(size))
            texts = layout_record.frame().texts
        finally:
            layout_record.stop()
        name = next(t for t in texts if t.text == "Jucătorul 1" and t.role == "stage")
        ink = picture.ink()  # the headline's letters at rest
        assert ink.h > name.rect.h, (name.rect, ink)  # the headline the largest words
        assert name.rect.h >= ink.h / 3, (name.rect, ink)  # the name still large
        total = next(t for t in texts if t.text == "6 100" and t.role == "stage_podium")
        assert total.rect.top >= name.rect.bottom  # their total under it, on the podium
        assert not [t for t in texts if "6 100" in t.text and t.role == "stage"]  # once
    finally:
        app.close()
