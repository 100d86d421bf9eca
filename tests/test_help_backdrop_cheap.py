"""The "?" pages' backdrop: the table around the panel blurred and sunk evenly, header and
edges alike (critics H72, K72, L72: a near-black band across the top alone, a ghost of the
table's title and buttons in it), made once (critic E70: ``TileHelpOverlay.draw_backdrop``
built a surface on every draw): no surface is made on a later draw."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.help_tiles import HEADER_HUSH
from game.scenes.yams_help import YamsHelpOverlay
from tests.uihelpers import make_app


def test_the_backdrop_is_made_once_and_sinks_the_table_evenly(tmp_path, monkeypatch):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        shown = YamsHelpOverlay(app)
        shown.layout((1366, 768))
        assert shown.panel.top > 0
        surface = pygame.Surface((1366, 768))
        surface.fill((200, 120, 60))
        shown.draw_backdrop(surface)  # (the first frame's table, blurred once)
        surface.fill((200, 120, 60))
        made = []
        real = pygame.Surface
        monkeypatch.setattr(pygame, "Surface", lambda *a, **k: made.append(a) or real(*a, **k))
        shown.draw_backdrop(surface)
        monkeypatch.undo()
        assert made == []
        kept = (255 - HEADER_HUSH) / 255
        sunk = pytest.approx((200 * kept, 120 * kept, 60 * kept), abs=3)
        panel = shown.panel
        for spot in ((10, panel.top - 1), (panel.centerx, panel.top // 2),  # the header
                     (2, panel.centery), (1363, panel.bottom - 4),  # its edges, as deep
                     (panel.centerx, 766)):
            assert surface.get_at(spot)[:3] == sunk, (spot, surface.get_at(spot))
    finally:
        app.close()


def test_the_table_does_not_brighten_as_the_help_closes(tmp_path):
    """Between states (hR74): the closing "?" page fades out over its own sunk backdrop, not
    over the dialogs' lighter dim (its first closing frame lit the whole table round it)."""
    from tests.uihelpers import FRAME
    from tools.render_screens import open_table

    app = make_app(tmp_path, size=(1366, 768), menu_drawn=False)
    try:
        table = open_table(app, "yams", 1)
        table.open_help()
        for _ in range(20):
            app.step(FRAME)
        shown = app.manager.top
        spot = pygame.Rect(0, 0, app.screen.get_width(), shown.panel.top)
        before = pygame.transform.average_color(app.screen, spot)
        app.manager.pop()
        app.step(1 / 1000)  # its first closing instant (the fade itself barely begun)
        after = pygame.transform.average_color(app.screen, spot)
        assert sum(after[:3]) <= sum(before[:3]) + 9, (before, after)
    finally:
        app.close()
