"""A coach card's words read at 1366x768 (critic B67, "Coach marks" 7: "the type is small at
1366x768"): in every step of both first games the card's words are drawn at 19 px of em or
more (their capitals at least :data:`LEAST_CAP` pixels tall in ink: about what the critic
reads as 18 px type), and the step ("2/5") never smaller than the words. At 1024x600 the
size stays what it was; at 1920x1080 it is the same reference size scaled, 27 px of em
(round 70, critic B69: the small type's 24 px read small beside the dice;
tests/test_coach_card_comfort.py)."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.theme_coach import COACH_TEXT_REF
from game.views.coach_card import card_text_size, compact_type, step_text_size
from game.widgets import layout_record
from game.widgets.text import REGULAR, em_px, font
from tests.test_coach_marks import coach_app
from tests.test_coach_off_every_control import STEP_BUILDS as STEPS
from tests.test_coach_places import _table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

LEAST_EM = 19
"""The least em, window pixels, of a card's words at 1366x768."""
LEAST_CAP = 14
"""The least cap height, drawn pixels, of a card's words at 1366x768."""


def test_the_words_step_and_link_sizes_at_1366():
    scale = theme.scale_for((1366, 768))
    assert em_px(card_text_size(scale)) >= LEAST_EM
    ink = font(card_text_size(scale), REGULAR).render("HNTE", True, (255, 255, 255))
    assert ink.get_bounding_rect().h >= LEAST_CAP  # its capitals, drawn
    assert step_text_size(scale) >= card_text_size(scale)
    # 1920's: the reference size (round 70), over the small type; 1024's least
    assert card_text_size(1.0) == theme.px(COACH_TEXT_REF, 1.0) > theme.font_px(
        theme.FONT_SMALL, 1.0)
    with compact_type(True):  # a compact card stays smaller (its one use: no room else)
        assert card_text_size(scale) < 27


@pytest.mark.parametrize("index", range(len(STEPS)))
def test_every_cards_words_are_drawn_large_at_1366x768(tmp_path, index):
    module, step = STEPS[index]
    size = (1366, 768)
    app = coach_app(tmp_path, size=size)
    try:
        getattr(module, step)(app)
        coach = _table(app).coach
        assert coach.card is not None, (step, coach.clock.shown)
        surface = pygame.Surface(size)
        layout_record.start(size)
        try:
            coach.draw(surface)
            texts = [t for t in layout_record.frame().texts if t.role == "coach"]
        finally:
            layout_record.stop()
        words = [t for t in texts if t.text in coach.lines]
        assert words, (step, coach.lines)
        for t in words:
            assert em_px(t.size) >= LEAST_EM, (step, t.text, em_px(t.size))
        counter = next((t for t in texts if t.text == coach.footer[0]), None)
        if coach.footer[0]:  # (a moment's card: its "Sfat" tag there, round 74)
            assert counter is not None, (step, coach.footer)
            assert em_px(counter.size) >= LEAST_EM, (step, counter.text, em_px(counter.size))
        else:
            assert counter is None, (step, counter)
    finally:
        app.close()
