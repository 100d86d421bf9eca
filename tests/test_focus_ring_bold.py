"""One bold keyboard-focus ring on every screen (critic cC77: a thin white line lost on the
gold chosen card and on cream; ruling S34): a bright band between two dark lines with a soft
light outside it, one widget (:func:`game.widgets.focus_ring.draw_focus_ring`). Its contrast
is measured on pixels against what it surrounds: gold, cream, red, green and felt, at the
scales of 1920x1080, 1366x768 and 1024x600, and round the menu's gold chosen card."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.contrast import contrast_ratio
from game.widgets.focus_ring import draw_focus_ring, ring_reach, ring_widths
from tests.uihelpers import key, make_app, settle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]
GROUNDS = {"gold": theme.GOLD, "cream": theme.CREAM, "red": theme.BUTTON,
           "green": theme.BUTTON_SECONDARY, "felt": theme.FELT, "safe": theme.BUTTON_SAFE}


def _reading(row: list[tuple[int, int, int]], ground: tuple[int, int, int]) -> int:
    """How many pixels of ``row`` stand apart from ``ground`` (contrast 3:1 or more)."""
    return sum(1 for pixel in row if contrast_ratio(pixel, ground) >= 3.0)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("ground", sorted(GROUNDS))
def test_the_ring_reads_on_every_ground(size, ground):
    colour = GROUNDS[ground]
    scale = theme.scale_for(size)
    surface = pygame.Surface((400, 200))
    surface.fill(colour)  # the widget and what lies round it in one colour: the hard case
    rect = pygame.Rect(150, 70, 120, 60)
    draw_focus_ring(surface, rect, scale)
    reach = ring_reach(scale)
    row = [tuple(surface.get_at((x, rect.centery)))[:3]
           for x in range(rect.left - reach - 2, rect.left)]
    assert _reading(row, colour) >= 4, (ground, size, row)  # bold at every size
    glow = [p for p in row[:reach // 2] if p != colour]
    assert len(glow) >= 2, (ground, size, row)  # a soft light outside the ring


@pytest.mark.parametrize("size", SIZES)
def test_the_ring_reads_round_the_gold_chosen_card(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        settle(app)
        menu = app.manager.top
        menu.skip_entrance()
        key(app, pygame.K_TAB)
        key(app, pygame.K_TAB)  # from the hero to the chosen Yams card
        card = menu.focus.focused
        assert card is menu.yams_button and card.tied
        app.step(1 / 60)
        screen = app.screen
        body = card.body_rect()
        y = body.top + body.h * 2 // 3
        frame = tuple(screen.get_at((body.left + 1, y)))[:3]  # the card's gold frame
        gap, edge, band, _ = ring_widths(menu.scale)  # the ring itself, not the felt past it
        row = [tuple(screen.get_at((x, y)))[:3]
               for x in range(body.left - gap - band - edge, body.left - gap + edge)]
        assert _reading(row, frame) >= 4, (frame, row)
    finally:
        app.close()
