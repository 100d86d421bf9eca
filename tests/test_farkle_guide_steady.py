"""The 10 000 scoring guide keeps one type size at a window size whatever the number of
players (its spacing and columns use the room there is)."""

from __future__ import annotations

import pygame
import pytest

import game.widgets.score_guide as guide
from tests.uihelpers import make_app
from tools.screens_farkle import table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _drawn_size(app, humans: int, monkeypatch) -> set[int]:
    """The type sizes of the guide's entries drawn at a fresh table of ``humans`` people."""
    sizes: set[int] = set()
    real = guide.draw_text

    def record(surface, text, size, *args, **kwargs):
        if kwargs.get("role") == "label":
            sizes.add(size)
        return real(surface, text, size, *args, **kwargs)

    scene = table_with(app, humans, 1, 2, 3, 4, 6, 6)
    app.step(1 / 60)
    monkeypatch.setattr(guide, "draw_text", record)
    scene.draw(pygame.Surface(app.screen.get_size()))
    monkeypatch.setattr(guide, "draw_text", real)
    return sizes


def test_the_guide_keeps_its_type_size_with_three_or_four_players(tmp_path, monkeypatch):
    # 2 people and the computer, then 3 and the computer, at 1920 × 1080: the same size.
    app = make_app(tmp_path, size=(1920, 1080))
    try:
        three = _drawn_size(app, 2, monkeypatch)
        four = _drawn_size(app, 3, monkeypatch)
        six = _drawn_size(app, 5, monkeypatch)
    finally:
        app.close()
    assert len(three) == 1 and three == four == six, (three, four, six)
