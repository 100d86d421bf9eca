"""Ruling S45 (round 78, hY110; critic cA77 #5: the countdown's ring on the sheet's "Doi"
cell halved it; critic cF77: its coach card docked far from it): the Y10 countdown's ring
stands off the sheet, inside the prompt's pill at its right end, centred on the pill's
height, the pill's words clear of it; the box it will fill is drawn whole on the sheet; the
ring's coach card stands over it, off the sheet, near it, with one to six players at the
three sizes."""

from __future__ import annotations

import pygame
import pytest

from game.rules.yams import Box, Scorecard
from game.views.coach_dock import header_room
from game.views.yams_prompt import draw_prompt, prompt_rect
from game.widgets import layout_record
from tests.test_coach_marks import coach_app
from tests.test_coach_places import _table
from tests.uihelpers import make_app
from tools import screens_coach
from tools.screens_yams import roll, table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

NAMES = ("Ana", "Ion", "Eva", "Dan", "Ema", "Radu")


def assert_in_its_pill(scene) -> pygame.Rect:
    """S45: the countdown's ring inside the prompt's pill at its right end, centred on its
    height, off the sheet; returns it (the countdown's tests that pinned it on its box's row
    read its place here since round 78)."""
    ring, pill = scene.countdown_ring_rect(), prompt_rect(scene)
    assert ring is not None and not ring.colliderect(scene.sheet.rect), (ring, scene.sheet)
    assert pill.contains(ring), (ring, pill)
    assert pill.right - ring.right <= scene.px(20) and abs(ring.centery - pill.centery) <= 1
    return ring
SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


ZERO_CARD = {Box.ONES: 2, Box.THREES: 3, Box.FOURS: 4, Box.SIXES: 6, Box.CHANCE: 15}


@pytest.mark.parametrize("state", ["countdown", "sacrifice"])
@pytest.mark.parametrize("players", [1, 3, 6])
@pytest.mark.parametrize("size", SIZES)
def test_the_ring_stands_in_the_pill_off_the_sheet(tmp_path, size, players, state):
    """The ring in the pill with the countdown's short reason, and with the seed's long Y11
    sentence (a sacrifice due) whose words would run under it were they centred in the
    whole pill."""
    app = make_app(tmp_path, size=size, menu_drawn=False)
    try:
        if state == "sacrifice":
            scene = table(app, NAMES[:players], [1, 1, 3, 4, 6] * 3, computer=False,
                          cards=[Scorecard.from_points(ZERO_CARD)] * players)
        else:
            scene = table(app, NAMES[:players], [2, 2, 3, 5, 6] * 3, computer=False)
        for _ in range(3):
            roll(app, scene)
        app.step(0.1)
        assert scene.flow.countdown is not None and scene.flow.marked_box is not None
        ring, pill = assert_in_its_pill(scene), prompt_rect(scene)
        assert ring.w >= min(38, pill.h - 4), ring  # a timer, never a dot
        assert scene.badge_beside() is None  # the marked box drawn whole
        surface = pygame.Surface(size)
        layout_record.start(size)
        try:
            draw_prompt(surface, scene)
            words = [t for t in layout_record.frame().texts if pill.colliderect(t.rect)]
        finally:
            layout_record.stop()
        assert words and all(not t.rect.colliderect(ring) for t in words), \
            [(t.text, t.rect) for t in words]
        if not (state == "sacrifice" and size == (1920, 1080) and players > 1):
            # (the box named; in two lines' room (1920x1080) the long Y11 sentence takes
            # both beside the ring with two players and more: the ring and the box's
            # orange frame say where it writes, S45)
            assert any(scene.tr(scene.flow.marked_box.key) in t.text for t in words), words
        # every word whole beside the ring (the Y11 sentence on two lines where it must:
        # three lines' room at 1366x768 and 1024x600)
        said = [t.text for t in words if t.role != "countdown"]
        assert not [t for t in said if "…" in t], said
        if state == "sacrifice":
            assert " ".join(said).startswith(scene.tr("yams.sacrifice")), said
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_the_rings_card_stands_over_it_off_the_sheet(tmp_path, size):
    """cF77: the card beside its ring, not across the table from it: over it in the header's
    room, off the sheet and the pill, its middle within a card's width of the ring."""
    app = coach_app(tmp_path, size=size)
    try:
        screens_coach._yams_countdown(app)
        scene = _table(app)
        coach, card = scene.coach, scene.coach.card
        ring = scene.countdown_ring_rect()
        assert coach.shown == "yams.countdown" and card is not None and ring is not None
        assert not card.colliderect(scene.sheet.rect), (card, scene.sheet.rect)
        assert not card.colliderect(prompt_rect(scene)), (card, prompt_rect(scene))
        assert card.bottom <= ring.top and card.left <= ring.centerx <= card.right, (card, ring)
        room = header_room(scene)  # centred on the ring as far as its room allows
        nearest = min(max(ring.centerx, room.left + card.w // 2), room.right - card.w // 2)
        assert abs(card.centerx - nearest) <= 1, (card, ring, room)
        assert ring.top - card.bottom <= scene.px(110), (card, ring)  # near it
    finally:
        app.close()
