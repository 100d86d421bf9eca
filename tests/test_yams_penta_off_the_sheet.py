"""A Penta's regrouping dice never lie over the score sheet shown under them (round 73: at
1366x768 its lineup, centred on the felt, reached over the sheet's side, and its last die
crossed the sheet's edge for ~0.1 s as the table faded in under it): the table comes back
from the frame the row stands in the dice' column, at three sizes, a Penta and a Joker's."""

from __future__ import annotations

import pytest

from game.views.stage import handed_back
from game.views.stage_gather import flying_rects, halo_margin, homing
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
@pytest.mark.parametrize("kind", ["penta", "joker_penta"])
def test_no_die_lies_over_the_sheet_once_the_table_shows(tmp_path, kind, size):
    from tools.screens_stage import _joker, _penta, until_staged

    app = make_app(tmp_path, size=size)
    try:
        (_penta if kind == "penta" else _joker)(app)
        stage = until_staged(app, kind)
        picture, clock = stage.picture, stage.clock
        sheet = app.manager.stack[-2].sheet.rect
        seen_moving = 0
        for k in range(200):
            clock.age = clock.duration * (0.5 + 0.3 * k / 200)
            if handed_back(picture, clock) <= 0:
                continue
            margin = halo_margin(picture.scale)
            over = [r for r in flying_rects(picture, clock)
                    if r.inflate(2 * margin, 2 * margin).colliderect(sheet)]
            assert not over, (round(clock.progress, 3), over, sheet)
            seen_moving += homing(clock, picture) < 1
        assert seen_moving >= 5  # (the table seen under dice still on their way)
    finally:
        app.close()
