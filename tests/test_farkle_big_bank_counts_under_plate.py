"""A big bank's row counts up while its plate stands (round 73, hF82, critic J72 #10: the
score stayed 0 while the plate said "+2 000" and counted up once the plate had gone): the
plate is the moment, and the figure it names is seen arriving in the banker's row under it,
the row whole at its new total before the plate starts to leave."""

from __future__ import annotations

import pytest

from game.views import stage_big_bank
from game.views.farkle_views import player_lines
from tests.test_farkle_big_bank_lands_beside import _staged
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_bankers_row_counts_up_while_the_plate_stands_whole(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        stage, table = _staged(app)
        old = player_lines(table.flow, table.tr, True)[0].total
        new = f"{table.game.totals[0]:,}".replace(",", "\u00a0")
        counted = []  # (the row's figure, the plate's opacity) at each frame it changed
        for _ in range(600):
            if app.manager.top is not stage:
                break
            shown = player_lines(table.flow, table.tr, True)[0].total.replace(" ", "\u00a0")
            if not counted or counted[-1][0] != shown:
                counted.append((shown, stage_big_bank.plate_alpha(stage.clock)))
            app.step(1 / 60)
        assert counted[0][0] == old.replace(" ", "\u00a0") and counted[-1][0] == new, counted
        assert len(counted) >= 3, counted  # it counts (a figure between the old and the new)
        for shown, alpha in counted[1:]:  # every figure of the count, the new total too
            assert alpha >= 0.99, (shown, alpha, counted)  # under the plate, whole
    finally:
        app.close()
