"""One marker language on the Yams sheet (critic C61: "two marker styles"): the ring of a
sacrifice's cheapest box and the ring of the box the Y10 countdown will fill are one ring,
the same colour, weight and place in the cell, and the countdown badge's arc is drawn in
that colour too."""

from __future__ import annotations

import pytest

from game import theme, theme_table
from game.widgets.seats import player_style, seat_colour
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _ring_at_left(surface, cell, edge):
    """(colour, thickness, x) of the first strong mark met going right from the cell's left
    edge along its middle (the paper and the sheet's lines are pale or thin; the column's
    own edge, in its seat's colour ``edge``, is passed)."""
    y = cell.centery
    for x in range(cell.x, cell.centerx):
        colour = tuple(surface.get_at((x, y)))[:3]
        if max(abs(a - b) for a, b in zip(colour, edge, strict=True)) < 40:
            continue
        if max(colour) - min(colour) > 120 and max(colour) < 235:  # a mark, not paper,
            # a line nor the next action's pale amber tint
            run = 0
            while tuple(surface.get_at((x + run, y)))[:3] == colour:
                run += 1
            return colour, run, x - cell.x
    return None


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
def test_the_sacrifice_ring_and_the_countdown_ring_are_one_marker(tmp_path, size):
    from game.rules.yams import Box
    from tools.screens_yams import _countdown_for, _sacrifice

    rings = []
    for build in (_sacrifice, lambda app: _countdown_for(app, 0.8)):
        app = make_app(tmp_path / str(len(rings)), size=size)
        try:
            build(app)
            scene = app.manager.top
            if scene.flow.sacrifice_waits:  # (round 71: it breathes; seen at its full breath)
                scene.flow.sacrifice_wait = 1 / theme_table.YAMS_SACRIFICE_BREATH - 1 / 60
            app.step(1 / 60)
            box = scene.flow.sacrifice_box or scene.flow.marked_box
            assert box is not None
            seat = seat_colour(player_style(scene.game.players, scene.game.current))
            ring = _ring_at_left(app.screen, scene.sheet.cell_rect(scene.game.current, box),
                                 seat)
            assert ring is not None
            rings.append(ring)
            if scene.flow.marked_box is Box.TWOS:  # the badge's arc: the ring's colour
                badge = scene.countdown_ring_rect()
                top = tuple(app.screen.get_at((badge.centerx + 2, badge.top + 1)))[:3]
                assert top == ring[0], (top, ring[0])
        finally:
            app.close()
    assert rings[0] == rings[1], rings
    assert rings[0][0] == theme.AUTO_BOX_MARK
