"""A Joker Penta's stage leaves no dead band over its Bonus Penta row (critic C67: once its
"+100" had flown, about 35-60 % of the stage, an empty band between the caption and the row):
its words hang under the dice lined up on the stage, and its "+100" waits beside the row, off
the stage's column (critic C70: the group came down into the room it left, a slide), so the
caption stands a small air over the row from the first frame to the last, at every size."""

from __future__ import annotations

import pytest

from game.views.stage_words import CAPTION_GROW
from tests.test_stage_dice import _drawn
from tests.test_yams_joker_figure_room import _with_computer
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _airs(table, stage, share: float) -> tuple[int, int]:
    """Where the caption's words stand (their top) and the felt under them (to the row)."""
    _, frame = _drawn(table, stage, share)
    picture = stage.picture
    plate = picture.row_plate()
    said = {t.text: t.rect for t in frame.shown_texts()
            if t.role == "stage" and t.rect.bottom <= plate.top}
    caption = said[picture.caption]
    return caption.top, plate.top - caption.bottom


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_jokers_caption_keeps_no_room_for_its_figure(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        table, stage = _with_computer(app)
        clock = stage.clock
        figure = stage.picture.figure_ink().h
        rest, air = _airs(table, stage, clock.fly[0] - 0.04)  # the "+100" beside its row
        assert air <= figure * 2 // 3, (air, figure)  # no figure's room kept in the column
        for share in (clock.fly[1] + CAPTION_GROW + 0.01, 0.5, 0.55):  # (leaving at 0.56)
            top, under = _airs(table, stage, share)
            assert abs(top - rest) <= 2 and abs(under - air) <= 2, (share, top, rest, under)
            # (still: its name and dice with it, tests/test_yams_stage_holds_still.py)
    finally:
        app.close()
