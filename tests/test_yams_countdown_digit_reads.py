"""The Y10 countdown badge's seconds read at 1024x600 (hY66's note, round 63: the digit's ink
was ~11 px in a badge as tall as its row): the digit stands 13 px of ink tall or more inside
its ring, with one or three players; the badge may grow past its row's lines for it, but
stays in its own column (tests/test_yams_countdown_badge_inside.py). At 1920x1080 the seconds
read at a glance: a timer that scores for the player (round 72, critic H72: "3 s" was ~20 px
type, its digit 17 px of ink) stands 22 px of ink tall or more."""

from __future__ import annotations

import pygame
import pytest

from game.widgets import layout_record
from tests.test_yams_countdown_badge_inside import _counting
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

DIGIT_LEAST = 13
"""The least ink height of the badge's digit at 1024x600, pixels."""
DIGIT_LEAST_1920 = 22
"""The least ink height of the badge's digit at 1920x1080 (round 72, critic H72), pixels."""


@pytest.mark.parametrize(("size", "players", "least"), [
    ((1024, 600), 1, DIGIT_LEAST), ((1024, 600), 3, DIGIT_LEAST),
    ((1920, 1080), 3, DIGIT_LEAST_1920)])
def test_the_badges_digit_reads_at_a_glance(tmp_path, size, players, least):
    app = make_app(tmp_path, size=size)
    try:
        scene = _counting(app, players)
        layout_record.start(size)
        try:
            layout_record.begin(size)
            app.step(1 / 60)
            frame = layout_record.frame()
        finally:
            layout_record.stop()
        digits = [t for t in frame.texts if t.role == "countdown"]
        assert len(digits) == 1, [t.text for t in frame.texts if t.role]
        ring = scene.countdown_ring_rect()
        box = digits[0].rect.clip(ring)
        screen = app.screen
        rows = [y for y in range(box.top, box.bottom)
                if any(sum(screen.get_at((x, y))[:3]) < 200 for x in range(box.left, box.right))]
        ink = rows[-1] - rows[0] + 1 if rows else 0
        assert ink >= least, (players, ink, digits[0], ring)
        inside = pygame.Rect(ring).inflate(-4, -4)  # the digit inside its ring
        assert inside.collidepoint(box.centerx, rows[0]) and inside.collidepoint(
            box.centerx, rows[-1]), (rows, ring)
    finally:
        app.close()
