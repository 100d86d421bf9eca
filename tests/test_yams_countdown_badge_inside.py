"""The Y10 countdown's badge stayed inside its own box's cell (critic C60 defect 7): larger than
the row (hY60) it ran over the next player's column border with three players and past the
card's right edge with one. Since ruling S45 (round 78, hY110, critic cA77 #5: on the box it
halved its figure) it stands off the sheet, in the prompt's pill, the box's cell whole, at
every size and player count; the coach's card and the "?" page use the one place the table
draws it at."""

from __future__ import annotations

import pytest

from game.scenes import yams_help
from game.views import coach_yams
from game.views.yams_views import badge_across
from tests.test_yams_help_pictures import help_over_a_table
from tests.uihelpers import make_app
from tools.screens_yams import roll, table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

NAMES = {1: ["Ana"], 3: ["Ana", "Ion", "Maria"], 6: ["Ana", "Ion", "Maria", "Dan", "Eva", "Gigi"]}


def _counting(app, players: int):
    """``players`` humans, the first after her third throw: the countdown runs."""
    scene = table(app, NAMES[players], [2, 2, 3, 5, 6] * 3, computer=False)
    for _ in range(3):
        roll(app, scene)
    app.step(0.1)
    assert scene.flow.countdown is not None
    return scene


@pytest.mark.parametrize("players", [1, 3, 6])
@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_badge_stays_inside_its_boxs_cell(tmp_path, size, players):
    app = make_app(tmp_path, size=size)
    try:
        scene = _counting(app, players)
        cell = scene.sheet.cell_rect(scene.game.current, scene.flow.marked_box)
        # (amended round 78, hY110, ruling S45, critic cA77 #5: inside its cell it halved the
        # box; the ring stands off the sheet, in the prompt's pill, the cell whole)
        from tests.test_yams_countdown_off_the_sheet import assert_in_its_pill
        ring = assert_in_its_pill(scene)
        assert not ring.colliderect(cell), (ring, cell)
        assert ring.h <= badge_across(scene.scale), (ring, cell)
        # the coach's card points at the badge the table draws, not at another rect
        assert coach_yams.countdown_ring(scene) == ring
    finally:
        app.close()


def test_the_help_draws_the_tables_badge_its_seconds_inside(tmp_path, monkeypatch):
    drawn = []
    real = yams_help.draw_countdown_ring

    def record(surface, centre, radius, left=1.0, count=None):
        drawn.append((left, count))
        return real(surface, centre, radius, left, count)

    monkeypatch.setattr(yams_help, "draw_countdown_ring", record)
    app = make_app(tmp_path, size=(1024, 600))
    try:
        help_over_a_table(app)
        # (hY94: the digit alone, as on the table; the headline says "în 3 s")
        assert drawn and all(0 < left < 1 and count == "3" for left, count in drawn), drawn
    finally:
        app.close()
