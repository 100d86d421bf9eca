"""The bank card's pointer keeps clear of the side panels (critic B71: at 1024x600 it "hugs
the Punctaj panel"): every leg of its way round the mat leaves at least 8 window px of felt
between its drawn edge (the paper line and its gold casing) and each side panel, at every
size."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from tests.test_coach_marks import coach_app
from tests.test_coach_places import _table
from tools import screens_coach

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

CLEAR = 8
"""Window pixels of felt between the pointer's drawn edge and a panel."""


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_bank_pointer_leaves_felt_between_it_and_every_panel(tmp_path, size):
    app = coach_app(tmp_path, size=size)
    try:
        screens_coach._farkle_bank(app)
        table = _table(app)
        assert table.coach.shown == "farkle.bank"
        route = table.coach.pointer_route()
        scale = table.scale
        half = (max(2, theme.px(5, scale)) + 2 * max(1, theme.px(2, scale))) / 2
        panels = [pygame.Rect(r) for r in (table.groups_rect, table.turn_rect,
                                           table.guide_rect, table.players_rect) if r.w > 0]
        for a, b in zip(route, route[1:], strict=False):
            leg = pygame.Rect(min(a[0], b[0]), min(a[1], b[1]), abs(b[0] - a[0]) + 1,
                              abs(b[1] - a[1]) + 1)
            room = round(half + CLEAR)
            for panel in panels:
                assert not leg.inflate(2 * room, 2 * room).colliderect(panel), (
                    size, route, panel)
    finally:
        app.close()
