"""A coach pointer's arrowhead ends in clear felt before what it points at (round 73, critic
K72: at every size the bank card's arrowhead landed on "Scor"'s first letter, ~3 px from the
gold ring lit round the row): between its drawn end (the tip and its gold casing) and the
light round what it lights, and between it and every word on the table, a margin of felt.
Every coach state, at the three sizes."""

from __future__ import annotations

import math

import pygame
import pytest

from game import theme
from game.views.coach_card_art import glow_reach
from tests.layout_pointer import ink
from tests.test_coach_marks import coach_app
from tests.test_coach_places import _table
from tests.uihelpers import recorded_now
from tools import screens_coach

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

MARGIN = 6
"""Reference pixels of felt between an arrowhead's drawn end and the ring or a word (never
under 3 window pixels)."""


def off(point: tuple[int, int], rect: pygame.Rect) -> float:
    """How far ``point`` lies outside ``rect`` (0 inside it)."""
    dx = max(rect.left - point[0], 0, point[0] - rect.right)
    dy = max(rect.top - point[1], 0, point[1] - rect.bottom)
    return math.hypot(dx, dy)


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
@pytest.mark.parametrize("build", ["_yams_hold", "_yams_box", "_yams_countdown",
                                   "_farkle_set_aside", "_farkle_refused", "_farkle_risk",
                                   "_farkle_bank", "_farkle_hot"])
def test_every_arrowhead_ends_clear_of_its_ring_and_of_every_word(tmp_path, build, size):
    app = coach_app(tmp_path, size=size)
    try:
        getattr(screens_coach, build)(app)
        table = _table(app)
        coach = table.coach
        assert coach.card is not None, (build, size)
        scale = table.scale
        glow = glow_reach(scale)  # the light's rings round what it lights, as drawn
        casing = max(1, theme.px(2, scale))  # the arrowhead's gold edge beyond its tip
        margin = max(3, theme.px(MARGIN, scale))
        route = coach.pointer_route()
        tip = route[-1]
        assert off(tip, coach.lit) >= glow + casing + margin, (build, size, tip, coach.lit)
        assert off(tip, coach.target) >= glow + casing + margin, (build, size, tip)
        length = sum(math.dist(a, b) for a, b in zip(route, route[1:], strict=False))
        assert length >= max(5, theme.px(9, scale)), (build, size, route)  # still seen
        del app.manager.draw  # (the coach app draws nothing; this frame is drawn)
        frame = recorded_now(app)
        for text in frame.shown_texts():
            if text.role == "coach":
                continue
            assert off(tip, ink(text.rect)) >= casing + margin, (build, size, tip, text)
    finally:
        app.close()
