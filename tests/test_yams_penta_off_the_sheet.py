"""A Penta's regrouping dice never lie over the score sheet shown under them (round 73: at
1366x768 its lineup, centred on the felt, reached over the sheet's side, and its last die
crossed the sheet's edge for ~0.1 s as the table faded in under it): the table comes back
from the frame the row stands in the dice' column, at three sizes, a Penta and a Joker's.

Amended round 82 (hY125, ruling S103 1., critic cA81 #1): waiting for the row to leave the
sheet's side left the sheet a bare olive panel while the rest of the table was back. The stage
now cross-fades into the whole table from its exit's first frame, its dice flying home over
it: the promise kept here is that the sheet is never behind the rest of the table (one part,
the whole window, at every frame the table shows), the dice in flight over it."""

from __future__ import annotations

import pytest

from game.views.stage import handed_back, handed_back_parts
from game.views.stage_gather import homing
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
            parts = handed_back_parts(picture, clock, app.screen.get_size())
            assert len(parts) == 1 and parts[0][0].contains(sheet), (  # (amended, S103 1.)
                round(clock.progress, 3), parts)
            seen_moving += homing(clock, picture) < 1
        assert seen_moving >= 5  # (the table seen under dice still on their way)
    finally:
        app.close()
