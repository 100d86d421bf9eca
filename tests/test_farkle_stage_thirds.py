"""The 10 000's takeover and mid rungs fill the felt (critic B32: the stage's lower 40 %
empty): the title in the felt's top third, the gathered dice in its middle, the amount
counted under the dice row (never between the title and the dice), then the thrower's
name: no horizontal band of the felt taller than about a quarter of it is left empty."""

from __future__ import annotations

import pytest

from game.views import stage_gather
from game.views.stage_words import tally_rect
from game.widgets import layout_record
from tests.uihelpers import make_app
from tools.screens_farkle import table_with
from tools.screens_stage import until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

EMPTIEST = 0.25
"""The tallest empty band of the felt a stage may leave, as a share of the felt's height."""

THROWS = {"six": (1, 1, 1, 1, 1, 1), "straight": (4, 2, 6, 1, 3, 5),
          # (round 66 ruling, critic B65: three pairs a banner over the table now, no stage
          # to fill: five alike, the mid rung's other figure, in its place)
          "five": (1, 1, 1, 1, 1, 2)}


def _drawn(app, stage):
    """The rects of what the stage draws at half its length: its words, its dice."""
    stage.clock.age = stage.clock.duration * 0.5
    layout_record.start(app.screen.get_size())
    try:
        stage.draw(app.screen)
        frame = layout_record.frame()
    finally:
        layout_record.stop()
    felt = stage.picture.felt
    rects = [t.rect for t in frame.texts if t.role == "stage" and felt.contains(t.rect)]
    return rects + stage_gather.gathered_rects(stage.picture)


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
@pytest.mark.parametrize("name", sorted(THROWS))
def test_title_dice_and_amount_fill_the_felt_top_to_bottom(tmp_path, size, name):
    app = make_app(tmp_path, size=size)
    try:
        table_with(app, 2, *THROWS[name]).press_roll()
        stage = until_staged(app)
        picture = stage.picture
        row = stage_gather.gathered_rects(picture)
        amount = tally_rect(picture)
        assert amount.top >= row[0].bottom, (amount, row[0])  # the amount under the dice
        felt = picture.felt
        edges = sorted((r.top, r.bottom) for r in _drawn(app, stage))
        reached, gaps = felt.top, []
        for top, bottom in edges:
            gaps.append(top - reached)
            reached = max(reached, bottom)
        gaps.append(felt.bottom - reached)
        assert max(gaps) <= EMPTIEST * felt.h, (gaps, felt.h)
    finally:
        app.close()
