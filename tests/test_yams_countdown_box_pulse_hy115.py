"""The countdown's ring and the box it will fill read as one (ruling S62 4., round 79,
hY115; critic cA78 #15: "the countdown ring is detached from its subject"): the ring stays in
the prompt's pill (S45); while it counts, the box it will fill pulses with an outline in the
ring's own colour, one beat a second, with the ring's digit (strongest as the digit changes,
fading before the next), inside its cell (never over a neighbour's), its figure untouched."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from tests.uihelpers import make_app
from tools.screens_yams import roll, table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _frame(scene) -> pygame.Surface:
    surface = pygame.Surface(scene.size)
    scene.draw(surface)
    return surface


def _band_ink(surface: pygame.Surface, cell: pygame.Rect, inset: int) -> tuple[int, int, int]:
    """The colour ``inset`` pixels in from the cell's left edge, at its middle height."""
    return tuple(surface.get_at((cell.x + inset, cell.centery)))[:3]


def _off(a, b) -> int:
    return max(abs(x - y) for x, y in zip(a, b, strict=True))


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)], ids=["1920", "1024"])
def test_the_box_pulses_in_the_rings_colour_with_each_second(tmp_path, size):
    app = make_app(tmp_path, size=size, menu_drawn=False)
    try:
        scene = table(app, ["Ana", "Ion"], [2, 2, 3, 5, 6] * 3, computer=False)
        for _ in range(3):
            roll(app, scene)
        app.step(0.05)
        flow = scene.flow
        assert flow.countdown is not None
        box = flow.auto_box()
        cell = scene.sheet.cell_rect(scene.game.current, box)
        inset = scene.px(6)  # inside the box's own frame, in the pulse's band
        seen = []
        for _ in range(int(1.2 / (1 / 20))):  # over a second and more: a whole beat
            if flow.countdown is None:
                break
            surface = _frame(scene)
            seen.append((flow.countdown, _band_ink(surface, cell, inset),
                         tuple(surface.get_at(cell.center))[:3]))
            app.step(1 / 20)
        assert len(seen) >= 20, len(seen)
        arc = theme.COUNTDOWN_ARC
        nearest = min(_off(ink, arc) for _, ink, _ in seen)
        farthest = max(_off(ink, arc) for _, ink, _ in seen)
        assert nearest <= 40, (nearest, arc)  # at its beat, the ring's own colour
        assert farthest - nearest >= 40, (nearest, farthest)  # it pulses
        # the beat with the digit: strongest just after a whole second is passed
        fresh = [_off(ink, arc) for left, ink, _ in seen if 0.8 <= left % 1 < 0.98]
        late = [_off(ink, arc) for left, ink, _ in seen if 0.02 < left % 1 <= 0.25]
        assert fresh and late and max(fresh) < min(late), (fresh, late)
        # never over a neighbour: the row above's cell untouched just over the border
        middle = {ink for _, _, ink in seen}
        assert len(middle) <= 2, middle  # the figure's middle steady (its "4" or paper)
    finally:
        app.close()
