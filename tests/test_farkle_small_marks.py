"""The small marks of the 10 000 table read at a glance at 1920×1080: a coach card's "×" is a
cross about 20 px wide (not a 12 px glyph) and a player's "urmează" tag is about 20 px of em."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game import theme
from game.views.coach_card import TIP_RIM, close_rect, draw_card
from tests.test_coach_marks import coach_app
from tests.test_coach_places import _table
from tests.uihelpers import recorded_frame
from tools import screens_coach

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _gold_span(surface: pygame.Surface, rect: pygame.Rect) -> tuple[int, int]:
    """The width and height of what is drawn in the card's deep gold (its rim's, the "×"'s)
    inside ``rect``."""
    xs, ys = [], []
    for x in range(rect.left, rect.right):
        for y in range(rect.top, rect.bottom):
            r, g, b, _ = surface.get_at((x, y))
            if abs(r - TIP_RIM[0]) + abs(g - TIP_RIM[1]) + abs(b - TIP_RIM[2]) < 60:
                xs.append(x)
                ys.append(y)
    return (max(xs) - min(xs) + 1, max(ys) - min(ys) + 1) if xs else (0, 0)


def test_the_coach_cards_close_cross_is_about_20_px_at_1920():
    surface = pygame.Surface((1920, 1080))
    surface.fill((0, 0, 0))
    card = pygame.Rect(600, 400, 600, 160)
    draw_card(surface, card, pygame.Rect(900, 700, 60, 40), "above", ("Un sfat",), 1.0,
              footer=("1/3", "Nu mai arăta"))
    close = close_rect(card, 1.0)
    assert card.contains(close)
    assert min(_gold_span(surface, close)) >= 20


def _tag_sizes(app: Any) -> list[float]:
    table = _table(app)
    size = app.screen.get_size()
    marks = recorded_frame(table, size).texts
    return [m.size * theme.FONT_EM for m in marks if m.text == app.tr("farkle.next")]


def test_the_next_players_tag_reads_at_about_20_px_at_1920(tmp_path):
    app = coach_app(tmp_path, size=(1920, 1080), coach_marks=False)
    try:
        screens_coach._farkle_risk(app)  # two people and the computer: "urmează" beside one
        sizes = _tag_sizes(app)
        assert sizes and min(sizes) >= 20, sizes
    finally:
        app.close()
