"""A bank's banner keeps the table's slots under it (critic round 31 §4: the bank's banner
left an empty frame under "Selecție: —", the mat's slot outlines gone while its stage
played): the mat's six places stay outlined under a staged bank (only a routine bank's
flying "+N" has the mat to itself)."""

from __future__ import annotations

import pytest

import game.scenes.farkle_table as farkle_table
import game.views.farkle_mat_band as farkle_mat_band
from tests.uihelpers import make_app
from tools.screens_stage import STATES, until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_mats_slots_stay_under_a_banks_banner(tmp_path, size, monkeypatch):
    app = make_app(tmp_path, size=size)
    try:
        {name: b for name, b, _ in STATES}["bank_banner"](app)
        until_staged(app, "bank_banner")
        table = app.manager.stack[-2]
        drawn: list[tuple[float, float]] = []
        real = farkle_table.draw_dice_slots

        def spy(surface, places, *args, **kwargs):
            drawn.extend(places)
            return real(surface, places, *args, **kwargs)

        monkeypatch.setattr(farkle_table, "draw_dice_slots", spy)
        monkeypatch.setattr(farkle_mat_band, "draw_dice_slots", spy)  # (the mat's: S95 1.)
        table.draw_table(app.screen.copy())
        mat = [p for p in drawn if abs(p[1] - table.mat.centery) < 1]
        assert len(mat) == 6, drawn  # the mat's six places, outlined under the banner
    finally:
        app.close()
