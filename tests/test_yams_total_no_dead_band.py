"""A full card's TOTAL leaves no dead band (critic C67: at 1920x1080 an empty band between the
player's name and the "313"): no room is kept empty under the name for the lead line still to
come ("Ion trece pe primul loc"): the counting figure stands right under the name, over its
row; as it flies into its box the lead line comes into the room it stood in, so no stripe of
felt as tall as a line of words stays empty between the name and the row, at any size."""

from __future__ import annotations

import pytest

from game import theme
from tests.test_stage_dice import _drawn
from tests.uihelpers import make_app
from tools.screens_stage import _total, until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

AIR_MOST = 80
"""The most felt (reference px) between two of the stage's words stacked over the row (the
name, the figure or the lead line, the row): a gap about a caption plate's height (the lead
line centred in the room its figure left), never the band of before (about 120 px under the
name before the figure flew, 200 over the row after it, at 1920x1080)."""


def _said(table, stage, share: float) -> dict[str, object]:
    """The stage's words drawn over its lifted row at ``share``, by their text."""
    _, frame = _drawn(table, stage, share)
    row = stage.picture.row_plate()
    return {t.text: t.rect for t in frame.shown_texts()
            if t.role == "stage" and t.rect.centery < row.top}


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_lead_line_comes_into_the_room_its_figure_left(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        _total(app)
        stage = until_staged(app, "card_total_rare")
        table = app.manager.stack[-2]
        picture, clock = stage.picture, stage.clock
        assert picture.caption_at_landing, picture.caption  # (the lead line's stage)
        most = theme.px(AIR_MOST, picture.scale)
        row = picture.row_plate()
        figure = str(picture.counter[1])
        said = _said(table, stage, (clock.fly[0] - 0.06))  # counted, before it flies
        name, counted = said[picture.line], said[figure]
        assert picture.caption not in said, said  # (its line comes as the figure lands)
        assert counted.top - name.bottom <= most, (name, counted, most)  # under the name
        assert row.top - counted.bottom <= most, (counted, row, most)  # over its row (its
        # shadow may reach into the plate's rim)
        said = _said(table, stage, clock.fly[1] + 0.08)  # landed in its box
        name, lead = said[picture.line], said[picture.caption]
        assert figure not in said, said  # (flown into its box)
        assert 0 < lead.top - name.bottom <= most, (name, lead, most)  # the lead line in
        assert 0 < row.top - lead.bottom <= most, (lead, row, most)  # the figure's room
    finally:
        app.close()
