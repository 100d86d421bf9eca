"""The upper bonus's stage leaves no dead band (critic C67): as its "+35" flies into its
Bonus row from beside it, its words (the stamp, the name, the caption) keep no room for it in
the column (critic C70: they came down into it, a slide), so no empty stripe of felt stays
between the caption's plate and the row for the rest of the stage, at any size."""

from __future__ import annotations

import pytest

from game import theme
from tests.test_stage_dice import _drawn
from tests.uihelpers import make_app
from tools.screens_stage import _upper, until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

AIR_MOST = 100
"""The most felt (reference px) between the caption's words and the row once settled (the
caption's plate, its gap and the row's frame: no figure's height of felt)."""


def _air(table, stage, share: float) -> int:
    """The felt between the lowest stage words over the lit row and the row's plate."""
    _, frame = _drawn(table, stage, share)
    plate = stage.picture.row_plate()
    above = [t.rect.bottom for t in frame.shown_texts()
             if t.role == "stage" and t.rect.bottom <= plate.top]
    return plate.top - max(above)


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_bonus_words_settle_into_the_room_its_figure_left(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        _upper(app)
        stage = until_staged(app, "upper_bonus")
        table = app.manager.stack[-2]
        scale = stage.picture.scale
        stage.clock.age = stage.clock.duration * stage.clock.fly[1]
        stage.land()
        settled = stage.clock.fly[1]  # (its words never moved: hY86, C70)
        for share in (0.2, settled + 0.01, 0.75, 0.85):  # (then its words leave, 0.9-0.97)
            air = _air(table, stage, share)
            assert air <= theme.px(AIR_MOST, scale), (share, air)
    finally:
        app.close()
