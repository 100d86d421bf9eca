"""The 10 000 ledger draws no empty outlined box (critic B69: "the ledger always shows empty
outlined boxes ... they read as dead input fields"): its empty places (the rows to come, the
empty ledger's one line) are nothing but one faint rule under them; only a row with dice in it
stands in an inset."""

from __future__ import annotations

import pygame
import pytest

from tests.uihelpers import make_app, recorded_frame
from tools.screens_farkle import play, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

EMPTY_ROLES = ("ledger_free", "ledger_empty", "ledger_next_throw")
"""The ledger's places with no row in them (round 73, hF84: the next throw's line is one, its
words and faint dice standing in no box)."""

GRAIN = 4
"""How far two pixels of the bare panel may differ (its felt's grain)."""


def _ghost_edges(surface: pygame.Surface, place: pygame.Rect) -> list[str]:
    """The sides of ``place`` (an empty place) drawn as a box's edge or fill: at its middle
    height, just inside its left and right edges, a colour other than the panel's just
    outside them (a rim, or an inset's darker fill), past the panel's grain (a step or two)."""
    y = place.centery
    found = []
    for side, inside, outside in (("left", place.left + 2, place.left - 4),
                                  ("right", place.right - 3, place.right + 3)):
        near, far = surface.get_at((inside, y)), surface.get_at((outside, y))
        if max(abs(a - b) for a, b in zip(near[:3], far[:3], strict=True)) > GRAIN:
            found.append(side)
    return found


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_no_empty_place_of_the_ledger_is_an_outlined_box(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, 2, 5, 5, 5, 1, 2, 3)
        surface = pygame.Surface(size)
        beats = []
        play(app, 2)  # before the first throw: the line, the rows to come
        beats.append(("before the throw", recorded_frame(table, size, surface), surface.copy()))
        table.press_roll()
        play(app)
        for i in (0, 1, 2, 3):
            table.press_die(i)
        play(app, 4)  # a selection on the mat: its pending row, the rows to come
        beats.append(("selection", recorded_frame(table, size, surface), surface.copy()))
        for name, frame, picture in beats:
            cards = [p.rect for p in frame.panels if p.role == "ledger_opening"]
            # (round 72, hF81: a place the game's first turn's card lies on is the card's)
            empty = [p.rect for p in frame.panels if p.role in EMPTY_ROLES
                     and not any(card.colliderect(p.rect) for card in cards)]
            # (round 75, hG78: before the throw the first turn's card fills the room to the
            # total, no empty place left; once a selection stands the places under it are)
            assert empty or (cards and name == "before the throw"), (
                name, [p.role for p in frame.panels])
            for place in empty:
                assert _ghost_edges(picture, place) == [], (size, name, place)
    finally:
        app.close()
