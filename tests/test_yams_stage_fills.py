"""A Yams stage fills the screen (critics C50, C51): its lit sheet row is lifted out of the
sheet and stands centred under the headline, the name and the dice, the figure over it;
during the hold no horizontal band of the screen taller than a quarter of it is left
without a drawn element (no dark empty felt under the words, no strip stranded in a
corner)."""

from __future__ import annotations

import pytest

from game.views import stage_gather, stage_under
from tests.test_stage_dice import _drawn
from tests.uihelpers import make_app
from tools.screens_stage import KINDS, STATES, until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

EMPTY_MOST = 0.25
"""The tallest band of the screen with nothing drawn in it, against the screen's height."""

HOLD = 0.45
"""A point of the stage's hold: every word shown, nothing flown yet."""


def _spans(table, stage):
    """The vertical extents of what the stage draws at its hold: its words (recorded), the
    lit row's plate, the gathered dice."""
    _, frame = _drawn(table, stage, HOLD)
    picture = stage.picture
    rects = [t.rect for t in frame.shown_texts() if t.role == "stage"]
    plate = picture.row_plate()
    if plate is not None:
        rects.append(plate)
    rects += stage_gather.gathered_rects(picture)
    under = stage_under.plate(picture)  # its lower part's plate (the upper bonus's strip,
    if under is not None:  # a TOTAL's standings), drawn (hY89: its words alone were read;
        rects.append(under)  # with its "+35" beside its row, ruling S12, its dice count)
    return sorted((r.top, r.bottom) for r in rects)


def _widest_gap(spans, height):
    """The tallest band of ``height`` no span reaches into."""
    gap, reached = 0, 0
    for top, bottom in spans:
        gap = max(gap, top - reached)
        reached = max(reached, bottom)
    return max(gap, height - reached)


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
@pytest.mark.parametrize("name", ["penta", "joker_penta"])  # (the upper bonus: a band, S61)
def test_a_yams_stage_leaves_no_empty_band(tmp_path, name, size):
    app = make_app(tmp_path, size=size)
    try:
        {n: b for n, b, _ in STATES}[name](app)
        stage = until_staged(app, KINDS.get(name, name))
        table = app.manager.stack[-2]
        picture = stage.picture
        plate = picture.row_plate()
        assert plate is not None
        # the row stands on the stage's centred column, not at the sheet's place
        assert abs(plate.centerx - picture.area.centerx) <= 2, (plate, picture.area)
        gap = _widest_gap(_spans(table, stage), size[1])
        assert gap <= EMPTY_MOST * size[1], (gap, size)
    finally:
        app.close()
