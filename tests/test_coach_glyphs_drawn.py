"""A coach card's words read at 1024x600 (hC41, critic B40 "Coach marks" 7: "at 1024 the
bubble text is about 12-13 px"): judged by the pixels drawn, not the font size asked for.
In every coach state the first flat-topped capital of the card's words ("U", "A", "D", ...)
stands at least :data:`LEAST_CAP` pixels tall in ink on the card. Lato's hinting draws the
caps of a 15 px and a 16 px em alike 11 px tall, so 11 could not tell the old size from a
larger one: 12 px of cap is a 17 px em, about what the critic reads as 16 px type."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.views.coach_card import card_text_size
from game.widgets import layout_record
from game.widgets.text import text_size
from tests.test_coach_marks import coach_app
from tests.test_coach_places import _table
from tools import screens_coach

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

LEAST_CAP = 12
"""The least cap height, in drawn pixels, of a card's words at 1024x600."""

FLAT_CAPS = "HEFTLIUNMKBDPRVWXZA"
"""Capitals with no accent, no overshoot and no descender: their ink is the cap height."""
TALL_LOWER = "lkhdb"
"""Lowercase letters with a flat ascender and no descender: their ink is at least a cap's."""

BUILDS = ["_yams_hold", "_yams_box", "_yams_countdown", "_farkle_set_aside",
          "_farkle_refused", "_farkle_risk", "_farkle_bank", "_farkle_hot"]
# (not "_farkle_refused_far": its die past the ledger's reach, between the dice row and
# "Selecție", the card there has room only in the compact type, 11 px caps: hC41 left it)


def cap_height(surface: pygame.Surface, line: str, rect: pygame.Rect, size: int,
               letters: str = FLAT_CAPS) -> int:
    """The ink rows of the first flat capital (of ``letters``) of ``line`` drawn in
    ``rect`` (0: none)."""
    at = next((i for i, ch in enumerate(line) if ch in letters), None)
    if at is None:
        return 0
    left = rect.x + text_size(line[:at], size)[0]
    width = text_size(line[at], size)[0]
    mid = sum((a + b) // 2 for a, b in zip(theme.INK, (255, 246, 218), strict=True)) // 3
    rows = []
    for y in range(rect.top, rect.bottom):
        trim = 2 if letters == FLAT_CAPS else 0  # (a thin "l": its whole advance)
        inked = [x for x in range(left + trim, left + width - trim)
                 if sum(surface.get_at((x, y))[:3]) // 3 < mid]
        if inked:
            rows.append(y)
    return rows[-1] - rows[0] + 1 if rows else 0


@pytest.mark.parametrize("build", BUILDS)
def test_a_cards_capitals_are_drawn_12_px_tall_at_1024x600(tmp_path, build):
    app = coach_app(tmp_path, size=(1024, 600))
    try:
        getattr(screens_coach, build)(app)
        table = _table(app)
        coach = table.coach
        assert coach.card is not None, (build, coach.clock.shown)
        surface = pygame.Surface((1024, 600))
        surface.fill((20, 90, 60))
        layout_record.start((1024, 600))
        try:
            coach.draw(surface)
            texts = [t for t in layout_record.frame().texts if t.role == "coach"]
        finally:
            layout_record.stop()
        size = card_text_size(table.scale)
        heights = [cap_height(surface, t.text, t.rect, size) for t in texts
                   if t.text in coach.lines]
        heights = [h for h in heights if h]
        if not heights:  # (round 81, hY122, S93 3.: the hold card docked in the header's
            # room says its short words at 1024x600, "Clic pe un zar: rămâne / pe loc la
            # aruncare.", no flat capital: an ascender's ink, as tall as a capital's in Lato)
            heights = [cap_height(surface, t.text, t.rect, size, TALL_LOWER) for t in texts
                       if t.text in coach.lines]
            heights = [h for h in heights if h]
        assert heights, (build, coach.lines)
        assert min(heights) >= LEAST_CAP, (build, coach.lines, heights)
    finally:
        app.close()
