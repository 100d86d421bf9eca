"""Ruling S20 (round 76, hC79; critics cZ75, cF75a: "the Yams card hides the prompt"): a first
game's Yams card never covers what it explains, the prompt's pill (said, whole, in its place
while the card shows) nor the red button the player presses next, at every window size."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.views import yams_prompt
from game.views.coach_reads import speaks_for_prompt
from tests.test_coach_marks import coach_app
from tests.test_coach_places import _table
from tools import screens_coach, screens_coach_first

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]
BUILDS = [(screens_coach, "_yams_hold"), (screens_coach, "_yams_box"),
          (screens_coach, "_yams_countdown"), (screens_coach_first, "_yams_box_by_keys")]


def _primary(table: Any) -> pygame.Rect:
    """The red (primary) button the player presses next."""
    buttons = (table.roll_button, table.validate_button, table.hint_button)
    red = [b for b in buttons if b.visible and b.enabled and b.style == "primary"]
    assert len(red) == 1, [(b.style, b.enabled) for b in buttons]
    return pygame.Rect(red[0].rect)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("build", BUILDS, ids=[n for _, n in BUILDS])
def test_a_yams_card_covers_neither_its_subject_the_prompt_nor_the_red_button(tmp_path, build,
                                                                              size):
    """The card's rectangle meets neither its subject (what it points at and lights), the
    prompt's pill, which stays said, nor the primary button."""
    module, name = build
    app = coach_app(tmp_path, size=size)
    try:
        getattr(module, name)(app)
        table = _table(app)
        coach = table.coach
        card = coach.card
        assert card is not None, coach.shown
        for subject in (coach.target, coach.lit):
            assert subject is not None and not card.colliderect(subject), (card, subject)
        assert not speaks_for_prompt(table), "the prompt waits under the card"
        pill = yams_prompt.prompt_rect(table)
        assert pill.h > 0 and not card.colliderect(pill), (card, pill)
        primary = _primary(table)
        assert not card.colliderect(primary), (card, primary)
    finally:
        app.close()


@pytest.mark.parametrize("build", BUILDS, ids=[n for _, n in BUILDS])
def test_a_yams_cards_words_are_drawn_at_18_px_at_1024x600(tmp_path, build):
    """Critic cZ75: the Yams cards' 17 px words read small at 1024x600; every card of a
    first game draws them at 18 px of em or more there (its step or "Sfat" tag too)."""
    from game.widgets import layout_record
    from game.widgets.text import em_px

    module, name = build
    size = (1024, 600)
    app = coach_app(tmp_path, size=size)
    try:
        getattr(module, name)(app)
        coach = _table(app).coach
        assert coach.card is not None, coach.shown
        surface = pygame.Surface(size)
        layout_record.start(size)
        try:
            coach.draw(surface)
            texts = [t for t in layout_record.frame().texts if t.role == "coach"]
        finally:
            layout_record.stop()
        said = [t for t in texts if t.text in (*coach.lines, coach.footer[0])]
        assert len(said) == len(coach.lines) + 1, (coach.lines, coach.footer)
        assert min(em_px(t.size) for t in said) >= 18, [(t.text, em_px(t.size)) for t in said]
    finally:
        app.close()
