"""The results panel enters at its final size (critic C41: "the panel grows during its
entrance"): it slides up into its place, its width and height the same on every frame of
the entrance as at rest (motion, no size change; its foot may rise from under the window's
edge), at every window size."""

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
            cut = rect.bottom == size[1]  # rising from under the window's edge, its foot
            assert rect.h == rest.h or (cut and rect.h < rest.h), (rect, rest)  # hidden
            assert rect.x == rest.x and rect.y >= rest.y, (rect, rest)  # it rises
        assert seen[0].y > rest.y + panel.px(20), (seen[0], rest)  # motion: from below
        assert [r.y for r in seen] == sorted((r.y for r in seen), reverse=True)
    finally:
        app.close()
