"""The results panel enters at its final size (critic C41: "the panel grows during its
entrance"): it rises into its place, its width and height the same on every frame of
the entrance as at rest (motion, no size change), at every window size. (hR64, critic C64:
its foot no longer rises from under the window's edge, "a slide from off-screen": it is
whole in every frame, tests/test_results_entrance_reveal.py.)"""

from __future__ import annotations

import numpy
import pygame
import pytest

from game.scenes.results import ENTRANCE_TIME, ResultRow, ResultsOverlay
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

KEY = (255, 0, 255)
"""The plain colour the panel is drawn over: every other pixel is the panel's."""


def _drawn(panel: ResultsOverlay, time: float) -> pygame.Rect:
    """Where the panel (with its shadow) is drawn at ``time`` seconds, over a plain key."""
    size = panel.size
    plain = pygame.Surface(size)
    plain.fill(KEY)
    panel._hushed = plain.copy()  # the hushed table: the key colour, nothing of a table
    surface = plain.copy()
    panel.time = time
    panel.draw(surface)
    pixels = pygame.surfarray.array3d(surface)
    ys, xs = numpy.nonzero(numpy.any(pixels.swapaxes(0, 1) != KEY, axis=2))
    return pygame.Rect(int(xs.min()), int(ys.min()), int(xs.max() - xs.min() + 1),
                       int(ys.max() - ys.min() + 1))


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_panel_slides_in_at_its_final_size(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        rows = [ResultRow(1, "IA", 300, True, seat=1), ResultRow(2, "Ana", 200, seat=0)]
        panel = ResultsOverlay(app, rows, lambda: None, lambda: None, counted_already=True,
                               handed=False)  # a calm end: no confetti over the key
        app.manager.push(panel, fade=False)
        rest = _drawn(panel, ENTRANCE_TIME + 5)
        seen = [_drawn(panel, ENTRANCE_TIME * k / 6) for k in range(6)]
        for rect in seen:
            assert rect.w == rest.w, (rect, rest)  # no growing into place
            assert rect.h == rest.h, (rect, rest)  # whole (hR64: never cut by the window)
            assert rect.x == rest.x and rect.y >= rest.y, (rect, rest)  # it rises
        assert seen[0].y > rest.y + panel.px(10), (seen[0], rest)  # motion: from below
        # (hR64: a short rise kept inside the window, 60 reference pixels before)
        assert [r.y for r in seen] == sorted((r.y for r in seen), reverse=True)
    finally:
        app.close()
