"""The bank card's pointer keeps clear of the side panels and the mat (critic B71: at
1024x600 round 71's way round the mat "hugs the Punctaj panel"; critics D71, E71, G71: it
ran ~6 px outside the mat, a second frame round it): at every size, between its drawn edge
(the paper line and its gold casing) and each side panel and the mat, at least 8 window px
of felt; the one panel that holds its target (the Tura panel's "După încasare", round 72)
it enters square to that panel's side, from felt that far outside it (ruling S5)."""

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
        target = table.coach.target
        scale = table.scale
        half = (max(2, theme.px(5, scale)) + 2 * max(1, theme.px(2, scale))) / 2
        room = round(half + CLEAR)
        frames = [pygame.Rect(r) for r in (table.groups_rect, table.turn_rect,
                                           table.guide_rect, table.players_rect, table.mat)
                  if r.w > 0]
        holders = [r for r in frames if r.contains(target)]
        for a, b in zip(route, route[1:], strict=False):
            leg = pygame.Rect(min(a[0], b[0]), min(a[1], b[1]), abs(b[0] - a[0]) + 1,
                              abs(b[1] - a[1]) + 1)
            for frame in frames:
                if frame in holders:  # entered square to its side, from clear felt
                    assert not frame.inflate(2 * room, 2 * room).collidepoint(a), (
                        size, route, frame)
                    across = abs(b[0] - a[0]) if b[0] != a[0] else 0
                    assert abs(b[1] - a[1]) <= 0.27 * across or abs(b[0] - a[0]) <= 0.27 * abs(
                        b[1] - a[1]), (size, route)
                    continue
                assert not leg.inflate(2 * room, 2 * room).colliderect(frame), (
                    size, route, frame)
    finally:
        app.close()
