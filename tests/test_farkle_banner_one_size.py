"""The last round's banner with seven players at 1024 × 600 is one short line ("Ultima tură:
mai joacă 6 jucători"), set whole at its font size (never shrunk to fit, never a list of
names on several lines), and a little larger than its 1920 size scaled down."""

from __future__ import annotations

import pygame
import pytest

import game.widgets.farkle_banners as banners
from game.views.farkle_views import ribbon_size
from game.widgets.text import fit_size
from tests.uihelpers import make_app
from tools import screens_farkle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_last_round_is_one_unshrunk_line_with_seven_players(tmp_path, monkeypatch):
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
    assert drawn == [(app.tr.n("hf8.last_round.count", 6), drawn[0][1])], drawn
    table = app.manager.top
    assert drawn[0][1] == ribbon_size(table)  # not shrunk
    # and larger than the plain scaled size at 1024 (it read ~11 px of ink there)
    assert drawn[0][1] >= 1.2 * table.font_px(banners.RIBBON_FONT)
