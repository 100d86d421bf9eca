"""The "?" pages' backdrop sinks the table's header in place (critic E70:
``TileHelpOverlay.draw_backdrop`` built a surface on every draw): no surface is made while it
draws, and the header above the panel is as dark as the hush says, the panel's area untouched."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.help_tiles import HEADER_HUSH
from game.scenes.yams_help import YamsHelpOverlay
from tests.uihelpers import make_app


def test_the_backdrop_builds_no_surface_and_hushes_the_header(tmp_path, monkeypatch):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        shown = YamsHelpOverlay(app)
        shown.layout((1366, 768))
        assert shown.panel.top > 0
        surface = pygame.Surface((1366, 768))
        surface.fill((200, 120, 60))
        made = []
        real = pygame.Surface
        monkeypatch.setattr(pygame, "Surface", lambda *a, **k: made.append(a) or real(*a, **k))
        shown.draw_backdrop(surface)
        monkeypatch.undo()
        assert made == []
        kept = (255 - HEADER_HUSH) / 255
        above = surface.get_at((10, shown.panel.top - 1))[:3]
        assert above == pytest.approx((200 * kept, 120 * kept, 60 * kept), abs=2), above
        assert surface.get_at((10, shown.panel.top))[:3] == (200, 120, 60)
    finally:
        app.close()
