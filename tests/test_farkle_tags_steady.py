"""The 10 000 players' tags ("urmează", "obiectiv atins") stand in one place in their rows,
the same for every row of a list: at the end of the progress row whenever the rows are tall
enough to hold them there (never one on the name's line and another on the bar's), so a tag
never jumps between the name's line and the score's as the turn passes."""

from __future__ import annotations

import pygame
import pytest

import game.widgets.farkle_panels as panels
from game.widgets import seats
from game.widgets.farkle_panels import player_band
from tests.uihelpers import make_app
from tools import screens_farkle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
def test_every_tag_of_a_list_stands_in_the_same_place_of_its_row(tmp_path, monkeypatch, size):
    app = make_app(tmp_path, size=size)
    drawn: list[tuple[str, pygame.Rect]] = []
    real_tag, real_solid = panels.draw_tag, seats.draw_solid_tag

    def outlined(surface, text, px, *args, **kwargs):
        rect = real_tag(surface, text, px, *args, **kwargs)
        drawn.append((text, rect))
        return rect

    def solid(surface, text, px, *args, **kwargs):
        rect = real_solid(surface, text, px, *args, **kwargs)
        drawn.append((text, rect))
        return rect

    try:
        # S48 3. (amended round 78): under the passing card no row says "urmează"; once
        # the card has gone "obiectiv atins" and "urmează" stand in one list
        screens_farkle._last_round_strip(app)
        table = app.manager.top
        monkeypatch.setattr(panels, "draw_tag", outlined)
        monkeypatch.setattr(seats, "draw_solid_tag", solid)
        table.draw(pygame.Surface(size))
        count = len(table.game.players)
        rows = [player_band(table.players_rect, table.scale, i, count) for i in range(count)]
    finally:
        app.close()
    assert {text for text, _ in drawn} == {app.tr("farkle.reached"), app.tr("farkle.next")}
    offsets = []
    for _, rect in drawn:
        band = next(b for b in rows if b.collidepoint(rect.center))
        offsets.append(rect.centery - band.y)
    assert max(offsets) - min(offsets) <= 2, (drawn, offsets)
