"""A sacrifice's cheapest box is ringed so that it reads at a glance (critic C41: at 1024×600
the ring was two thin purple lines, its left side under the column's gold edge and its right
cut by the next column): all four sides of the ring show, each at least 3 px thick, at every
size. (hY64, critic C60: still thin at 1024, it is at least 4 px thick there, more above.)
(hY92: since round 71 the ring breathes while it waits, drawn afresh over the sheet's kept
picture each frame: both are sampled, a frame at the breath's full strength, where the
kept picture's ring is what shows, and a frame mid-breath.)"""

from __future__ import annotations

import pytest

from game import theme
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _run(surface, start, step, limit):
    """How many pixels of the ring's colour in a row from ``start`` going ``step``, after the
    first one met within ``limit`` pixels."""
    x, y = start
    met = count = 0
    for _ in range(limit):
        colour = tuple(surface.get_at((x, y)))[:3]
        ring = max(abs(a - b) for a, b in zip(colour, theme.SHEET_CHEAPEST, strict=True)) < 40
        if ring:
            met, count = 1, count + 1
        elif met:
            break
        x, y = x + step[0], y + step[1]
    return count


@pytest.mark.parametrize("breathing", [False, True])
@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
def test_the_cheapest_ring_shows_all_four_sides_at_least_3px(tmp_path, size, breathing):
    from tools.screens_yams import _sacrifice

    app = make_app(tmp_path, size=size)
    try:
        _sacrifice(app)
        app.step(1 / 60)
        scene = app.manager.top
        if not breathing:  # its breath at full strength: the sheet's kept picture's ring
            scene.flow.sacrifice_wait = 0.0
            scene.draw(app.screen)
        assert (scene.flow.sacrifice_breath < 1) is breathing
        box = scene.sheet_view().cheapest
        assert box is not None
        cell = scene.sheet.cell_rect(scene.game.current, box)
        screen = app.screen
        reach = cell.w // 3
        sides = {
            "left": _run(screen, (cell.x, cell.centery), (1, 0), reach),
            "right": _run(screen, (cell.right - 1, cell.centery), (-1, 0), reach),
            "top": _run(screen, (cell.centerx + cell.w // 4, cell.y), (0, 1), cell.h // 2),
            "bottom": _run(screen, (cell.centerx + cell.w // 4, cell.bottom - 1), (0, -1),
                           cell.h // 2),
        }
        assert all(n >= 3 for n in sides.values()), sides
        least = 4 if size[0] <= 1024 else 5  # (critic C60: thicker, seen at 1024)
        assert all(n >= least for n in sides.values()), (size, sides)
    finally:
        app.close()
