"""The Yams turn band is drawn in the pill's style (critic C60 defect 10): a square-cornered
slab in the display type, unlike the rounded pill it settles into, it read as two objects. It
is rounded from its first frame (its ends a half-circle, as the pill's) and says the turn in
the pill's font (the body type, bold), so the settle reads as one object growing small. (The
10 000's ribbon keeps its notched ends and its display type.)"""

from __future__ import annotations

import pygame
import pytest

from game.flow.turn_handoff import Handoff
from game.views.turn_handoff import draw_handoff
from game.widgets import layout_record
from game.widgets.text import BOLD, text_size

FRAME = 1 / 60
TEXT = "La rând: Ion"


@pytest.mark.usefixtures("pictures_drawn_once_no_fsync")
def test_the_band_is_rounded_and_in_the_pills_font_from_its_first_frame():
    size = (880, 540)
    felt, pill = pygame.Rect(40, 100, 800, 400), pygame.Rect(300, 120, 260, 48)
    handoff = Handoff()
    handoff.due(1, TEXT)
    handoff.begin_if(True, 1.0)
    felt_colour = (20, 90, 50)
    layout_record.start(size)
    try:
        frames = 0
        while handoff.active and handoff.settle <= 0:
            surface = pygame.Surface(size)
            surface.fill(felt_colour)
            layout_record.begin(size)
            rect = draw_handoff(surface, handoff, 1, felt, felt.centery, 0.7, pill)
            assert rect is not None
            corner = surface.get_at((rect.x + 1, rect.y + 1))[:3]
            assert tuple(corner) == felt_colour, (frames, corner)  # round ends: no corner
            words = next(t for t in layout_record.frame().texts if t.role == "handoff")
            pills = text_size(TEXT, words.size, BOLD)[0]
            assert abs(words.rect.w - pills) <= max(3, pills // 40), (words.rect.w, pills)
            frames += 1
            handoff.update(FRAME)
        assert frames > 5
    finally:
        layout_record.stop()
