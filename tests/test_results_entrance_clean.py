"""The results' entrance is clean at its edges (hR60, critic C51: "words sliced at the
panel's edges"): the win's stage's last picture still fades out round the rising panel
(the cross-fade, hR28), but softened, its words gone soft, so no letter stands cut by the
panel's edge in any frame of the entrance; the dimmed table under it from the first frame."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.results import CROSS_FADE, ResultRow, ResultsOverlay
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

FRAME = 1 / 60
ROWS = [ResultRow(1, "Ana", 5_900, seat=0), ResultRow(2, "Ion", 5_100, seat=1)]


def _sharpest(surface: pygame.Surface, rect: pygame.Rect) -> int:
    """The largest brightness step between two pixels side by side inside ``rect``."""
    most = 0
    for y in range(rect.top, rect.bottom, 2):
        last = None
        for x in range(rect.left, rect.right):
            value = sum(surface.get_at((x, y))[:3]) // 3
            if last is not None:
                most = max(most, abs(value - last))
            last = value
    return most


def test_the_stage_fading_round_the_entering_panel_shows_no_cut_words(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        app.step(FRAME)
        for x in range(0, 1024, 6):  # the stage's last picture: sharp words everywhere
            app.screen.fill((250, 240, 200), pygame.Rect(x, 0, 3, 600))
        panel = ResultsOverlay(app, ROWS, lambda: None, lambda: None)
        app.manager.push(panel, fade=False)
        while panel.time < CROSS_FADE:
            panel._confetti.clear()  # (the falling paper is sharp by design)
            app.step(FRAME)
            for side in (panel.panel.left - 30, panel.panel.right + 6):  # beside its edges
                band = pygame.Rect(side, panel.panel.top + 20, 24, panel.panel.h - 40)
                assert _sharpest(app.screen, band) <= 32, (panel.time, side)
    finally:
        app.close()
