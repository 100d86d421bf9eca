"""No ghost of a big bank's amount once the row has said it (round 71, critic B71: at 92 %
a faint "+2 000" still lay in the felt beside the banker's row, which already read 2 000):
the amount melts as the row counts it in and is gone by the frame the row reads its new
total."""

from __future__ import annotations

import pytest

from game.views import stage_big_bank
from game.views.farkle_views import player_lines
from tests.uihelpers import make_app
from tools.screens_stage import STATES, until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_amount_is_gone_once_the_row_reads_its_new_total(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        {name: build for name, build, _ in STATES}["bank_big"](app)
        stage = until_staged(app, "bank_big")
        table = app.manager.stack[-2]
        new = f"{table.game.totals[0]:,}".replace(",", "")
        said = 0
        for _ in range(400):
            if app.manager.top is not stage:
                break
            shown = player_lines(table.flow, table.tr, True)[0].total
            if "".join(ch for ch in shown if ch.isdigit()) == new:
                said += 1
                picture = stage.picture or stage.build()
                flying = stage_big_bank.figure_place(picture, stage.clock)
                assert flying is None, (stage.clock.progress, shown)
            app.step(1 / 60)
    finally:
        app.close()
    assert said >= 3, said  # the row's new total seen while the stage still stands
