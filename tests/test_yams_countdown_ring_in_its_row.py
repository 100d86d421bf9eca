"""The countdown's ring fits its own row (critic cQ74 #4, yams_countdown and
yams_sacrifice_last_roll: the ring, taller than its row, spilled onto the rows above and
below and over the column's gold border). At every size and player count its rect lies
inside its box's cell, top to bottom, and clear of the column's sides; its digit still reads
(tests/test_yams_countdown_digit_reads.py, tests/test_yams_countdown_says_seconds.py)."""

from __future__ import annotations

import pytest

from game.widgets.text import BOLD, text_size
from tests.test_yams_countdown_badge_inside import _counting
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _inside_its_row(scene, box) -> None:
    """The countdown's ring off ``box``'s row since ruling S45 (round 78, hY110, critic cA77
    #5: on the box it halved its "Doi"): inside the prompt's pill at its right end, the box's
    cell whole (before: inside its cell, right of its figures, critics C60/cA75)."""
    from tests.test_yams_countdown_off_the_sheet import assert_in_its_pill
    cell = scene.sheet.cell_rect(scene.game.current, box)
    ring = assert_in_its_pill(scene)
    assert not ring.colliderect(cell) and text_size("88", scene.sheet.font_size, BOLD)[0]


@pytest.mark.parametrize("players", [1, 3, 6])
@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_countdowns_ring_stays_in_its_row(tmp_path, size, players):
    app = make_app(tmp_path, size=size)
    try:
        scene = _counting(app, players)
        _inside_its_row(scene, scene.flow.marked_box)
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_a_sacrifices_countdown_ring_stays_in_its_row(tmp_path, size):
    from tools.screens_yams import _sacrifice_last_roll

    app = make_app(tmp_path, size=size)
    try:
        _sacrifice_last_roll(app)
        scene = app.manager.top
        assert scene.flow.countdown is not None
        _inside_its_row(scene, scene.flow.marked_box)
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_rings_digit_stands_centred_in_its_hollow(tmp_path, size):
    # in a ring as tall as its row the digit has a pixel or two of air: centred by its line
    # box (room for accents over it) it stood low-high and crossed the band at 1024x600
    app = make_app(tmp_path, size=size)
    try:
        scene = _counting(app, 1)
        app.step(1 / 60)
        ring = scene.countdown_ring_rect()
        screen = app.screen
        rows = [y for y in range(ring.top, ring.bottom)
                if any(sum(screen.get_at((x, y))[:3]) < 200
                       for x in range(ring.centerx - ring.w // 4, ring.centerx + ring.w // 4))]
        assert rows, ring
        middle = (rows[0] + rows[-1] + 1) / 2
        assert abs(middle - (ring.top + ring.h / 2)) <= 1.0, (size, rows[0], rows[-1], ring)
    finally:
        app.close()
