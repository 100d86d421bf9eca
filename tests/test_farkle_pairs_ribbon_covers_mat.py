"""The three pairs' ribbon hides the mat it lies on whole (critic round 31 §4: a sliver of the
tray's frame showed under it): at rest it reaches past the mat's top and bottom, its words
still under the dice, at 1920x1080, 1366x768 and 1024x600."""

from __future__ import annotations

import pytest

from game.views.stage_banner import ribbon_rect
from tests.uihelpers import make_app
from tools.screens_stage import STATES, until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_pairs_ribbon_covers_the_mat_whole(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        {name: b for name, b, _ in STATES}["three_pairs"](app)
        stage = until_staged(app, "pairs_banner")
        table = app.manager.stack[-2]
        rect = ribbon_rect(stage.picture)
        assert rect.top <= table.mat.top and rect.bottom >= table.mat.bottom, (rect, table.mat)
        dice = max(r.bottom for r in stage.picture.glow)
        assert rect.top > dice  # under the lit dice, never over them
        assert rect.bottom < table.bank_button.rect.top  # clear of the buttons
    finally:
        app.close()
