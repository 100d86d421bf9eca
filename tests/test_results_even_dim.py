"""The table under the results card is dimmed evenly, in both games (critic C32 and earlier:
"the whole table should dim under the entering card"): no lit pool around the card, no
darker corners; as dark beside the card as at the window's corners, as the card rises and
at rest."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.scenes.results import ResultsOverlay
from tests.test_results_stat_labels import _farkle, _yams
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SPREAD = 6
"""The most two samples of the dimmed felt may differ in brightness (0..255, a channel sum
over three): levelled felt under one veil, not a vignette."""


def _light(surface: pygame.Surface, at: tuple[int, int]) -> float:
    """The mean brightness of a 5×5 patch at ``at``."""
    total = 0
    for dx in range(-2, 3):
        for dy in range(-2, 3):
            r, g, b = tuple(surface.get_at((at[0] + dx, at[1] + dy)))[:3]
            total += (r + g + b) / 3
    return total / 25


@pytest.mark.parametrize("case", ["farkle3", "yams2"])
@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)], ids=["1024x600", "1920x1080"])
def test_the_table_under_the_card_is_dimmed_evenly(tmp_path, case, size):
    rows = {"farkle3": lambda: _farkle(3), "yams2": lambda: _yams(2)}[case]()
    app = make_app(tmp_path, size=size)
    try:
        panel = ResultsOverlay(app, rows, lambda: None, lambda: None)
        app.manager.push(panel, fade=False)
        for time in (0.1, 10.0):  # as the card rises and at rest
            panel.time = time
            panel._confetti.clear()  # the felt alone
            surface = pygame.Surface(size)
            surface.fill(theme.FELT)  # a bare table: what shows is the veil alone
            panel._hushed = None  # hushed afresh from it
            panel._before = None  # no picture before it cross-fading out (a stage's)
            panel.draw(surface)
            card = panel.panel
            w, h = size
            spots = [(6, 6), (w - 7, 6), (6, h - 7), (w - 7, h - 7),  # the corners
                     (max(6, card.left - 12), card.centery),  # beside the card
                     (min(w - 7, card.right + 12), card.centery),
                     (card.centerx, max(6, card.top - 12))]
            lights = [_light(surface, spot) for spot in spots]
            assert max(lights) - min(lights) <= SPREAD, (time, [round(v) for v in lights])
    finally:
        app.close()
