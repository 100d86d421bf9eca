"""The podium's step numbers are large on the steps' fronts (round 77, hW80, ruling S29; the
brief: "the step numbers large on the fronts"): each place's numeral is written big and
dark straight on its step's metal, as tall as its old medal disc was wide (the disc, ringed,
held a numeral a third of its height: 24 px of ink at 1920x1080, 13 px at 1024x600), one
size on every step, at every count of players (2 to 6, the computer among them) and every
window size."""

from __future__ import annotations

import numpy
import pygame
import pytest

from game.scenes.results import ResultRow, ResultsOverlay
from game.widgets import layout_record
from game.widgets.medals import MEDAL_TEXT
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

NAMES = ["Ștefania", "IA", "Țuțu", "Ana-Maria Popescu", "Ion", "Dan"]

TALL = 0.045
"""The least a step's numeral's ink stands, as a share of the window's height (48 px at
1080, 27 at 600)."""


def _ink_height(screen: pygame.Surface, rect: pygame.Rect) -> int:
    """The height of the numeral's dark ink inside ``rect``."""
    box = rect.clip(screen.get_rect())
    pixels = pygame.surfarray.array3d(screen.subsurface(box)).astype(int)
    ink = numpy.abs(pixels - numpy.array(MEDAL_TEXT)).sum(axis=2) < 40
    rows = numpy.where(ink.any(axis=0))[0]
    return int(rows.max() - rows.min() + 1) if len(rows) else 0


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
@pytest.mark.parametrize("count", [2, 3, 6])
def test_the_step_numbers_are_large_on_the_fronts(tmp_path, size, count):
    app = make_app(tmp_path, size=size)
    try:
        rows = [ResultRow(k + 1, NAMES[k], 300 - 20 * k, NAMES[k] == "IA", k)
                for k in range(count)]
        panel = ResultsOverlay(app, rows, lambda: None, lambda: None, counted_already=True,
                               handed=False)
        app.manager.push(panel, fade=False)
        panel.time = 5.0
        app.step(1 / 60)
        layout_record.start(app.screen.get_size())
        try:
            layout_record.begin()
            app.manager.draw(app.screen)
            marks = [m for m in layout_record.frame().texts if m.role == "podium_place"]
        finally:
            layout_record.stop()
        assert sorted(m.text for m in marks) == [str(k + 1) for k in range(min(3, count))]
        heights = [_ink_height(app.screen, m.rect) for m in marks]
        assert min(heights) >= TALL * size[1], (heights, size, count)
        assert max(heights) - min(heights) <= size[1] // 250, heights  # one size on every
        # step (the glyphs' own heights apart)
        assert len({m.size for m in marks}) == 1
    finally:
        app.close()
