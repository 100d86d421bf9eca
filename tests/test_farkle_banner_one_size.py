"""A banner's sentence is set in one font size: the six players' "Mai joacă: …" at 1024 × 600
is not a small first line and a larger second one (its longest line sets the size)."""

from __future__ import annotations

import pygame
import pytest

import game.widgets.farkle_banners as banners
from game.widgets.text import fit_size
from tests.uihelpers import make_app
from tools import screens_farkle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_last_round_lines_share_one_size(tmp_path, monkeypatch):
    app = make_app(tmp_path, size=(1024, 600))
    drawn: list[tuple[str, int]] = []
    real = banners.draw_text

    def record(surface, text, size, *args, **kwargs):
        room = kwargs.get("max_width")  # the size it is set in, after any shrinking to fit
        drawn.append((text, size if room is None else fit_size(text, size, room)))
        return real(surface, text, size, *args, **kwargs)

    try:
        screens_farkle._last_round_six(app)
        monkeypatch.setattr(banners, "draw_text", record)
        app.manager.top.draw(pygame.Surface(app.screen.get_size()))
    finally:
        app.close()
    title = app.tr("farkle.last_round")
    lines = [(text, size) for text, size in drawn if text != title]
    assert any(text.startswith(app.tr("farkle.still_to_play")) for text, _ in lines), drawn
    assert len(lines) >= 3  # the reach and the still-to-play list on two lines
    assert len({size for _, size in lines}) == 1, lines
