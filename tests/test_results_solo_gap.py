"""A game alone's plate: the score stands close under the name, no dead band between them
(critic round 30 §5: "the solo card has a dead gap between the name and the score": the
room kept for the total's pop over its digits and the line box's accent room, ~0.8 of the
digits' height, read as a hole)."""

from __future__ import annotations

import pytest

from game.widgets.podium import MEDAL_COLOURS
from tests.uihelpers import make_app, recorded_frame
from tools.screens_results import _results_solo
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _ink(surface, rect, colour) -> tuple[int, int]:
    """The top and bottom rows of ``rect`` holding ``colour`` (the total's gold)."""
    rows = [y for y in range(rect.top, rect.bottom)
            if any(sum(abs(a - b) for a, b in zip(surface.get_at((x, y))[:3], colour,
                                                  strict=True)) < 60
                   for x in range(rect.left, rect.right, 2))]
    return rows[0], rows[-1]


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_score_stands_close_under_the_name(tmp_path, size):
    import pygame

    app = make_app(tmp_path, size=size)
    try:
        with unseen_frames(app):
            _results_solo(app)
        panel = app.manager.top
        surface = pygame.Surface(size)
        texts = recorded_frame(panel, size, onto=surface).texts
        name = next(m for m in texts if m.role == "podium_winner").rect
        total = next(m for m in texts if m.role == "celebration").rect
        top, bottom = _ink(surface.subsurface(surface.get_rect()), total,
                           MEDAL_COLOURS[1][0])
        digits = bottom - top
        assert top - name.bottom <= 0.35 * digits, (top - name.bottom, digits)
        assert top - name.bottom >= panel.px(8), (top - name.bottom, digits)  # yet apart
        best = next(m for m in texts if m.role == "podium_best").rect
        assert best.top - bottom <= 0.6 * digits, (best.top - bottom, digits)  # none below
    finally:
        app.close()
