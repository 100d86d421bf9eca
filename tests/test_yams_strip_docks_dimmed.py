"""A Yams stage's lifted strip docks in its sheet row before the table comes back (critic
C60 defect 1: it flew across Aruncă/Validează/Sugestie with the table already lit through
it): every frame of its flight home the table keeps the stage's whole dimming, buttons
included; only once it has docked does the dimming lift."""

from __future__ import annotations

import pytest

from game import theme
from game.views import stage_lift
from game.views.stage import shown_darkness
from tests.uihelpers import make_app
from tools.screens_stage import _upper, until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_table_stays_dimmed_until_the_strip_has_docked(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        _upper(app)
        stage = until_staged(app, "upper_bonus")
        flying, after = [], []
        while app.manager.top is stage:
            progress = stage.clock.progress
            if stage_lift.going_home(stage.picture, progress, False):
                darkness = shown_darkness(stage.picture, stage.clock)
                (flying if progress < theme.STAGE_ROW_HOME[1] else after).append(darkness)
            app.step(1 / 60)
        assert len(flying) >= 4 and after, (flying, after)
        assert min(flying) >= 0.99, flying  # dimmed whole while it flies
        assert min(after) < 0.99  # then the table comes back
    finally:
        app.close()
