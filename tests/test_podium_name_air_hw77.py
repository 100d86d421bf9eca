"""A podium name's diacritics keep their air over its token (round 75, hW77, critic cA75 at
1366x768: the commas of "Țuțu" ran into the avatar disc under the name): the name's ink, its
comma below counted, stands at least :data:`LEAST_AIR` reference pixels over the token's ring,
at every size."""

from __future__ import annotations

import math

import pytest

from game import theme
from game.widgets.text import BOLD, render
from tests.results_panel import results_over
from tests.test_results_stat_labels import _yams
from tests.uihelpers import make_app, recorded_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

LEAST_AIR = 5
"""Reference pixels between a name's lowest ink and the ring of the token under it."""
RING_RUN = 6
"""Ink pixels side by side on one row: the top of a token's ring."""


def _ring_at(surface, x: int, y: int) -> bool:
    """True when row ``y`` holds the top of a token's ink ring about ``x``: a run of
    :data:`RING_RUN` ink pixels (a letter's drop shadow is narrower)."""
    run = 0
    for dx in range(-20, 21):
        ink = math.dist(surface.get_at((x + dx, y))[:3], theme.INK) <= 40
        run = run + 1 if ink else 0
        if run >= RING_RUN:
            return True
    return False


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)],
                         ids=["1024x600", "1366x768", "1920x1080"])
def test_a_names_comma_below_clears_its_token(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        panel = results_over(app, _yams(4), 10.0)
        frame = recorded_frame(panel, size, app.screen)
        marks = [m for m in frame.texts if m.role in ("podium_name", "podium_winner")]
        assert {m.text for m in marks} >= {"Țuțu", "Ștefania"}, [m.text for m in marks]
        scale = min(size[0] / 1920, size[1] / 1080)
        for mark in marks:
            ink = render(mark.text, mark.size, theme.CREAM, BOLD).get_bounding_rect()
            bottom = mark.rect.top + ink.bottom
            shadow = theme.px(3 if mark.role == "podium_winner" else 2, scale)
            y = bottom + shadow + 1  # (past the letters' own drop shadow)
            while y < size[1] and not _ring_at(app.screen, mark.rect.centerx, y):
                y += 1
            assert y - bottom >= LEAST_AIR * scale, (mark.text, y - bottom, mark.rect)
    finally:
        app.close()
