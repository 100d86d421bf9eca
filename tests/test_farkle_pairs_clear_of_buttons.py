"""Three pairs' ribbon lies over the mat (hF73: between the dice and it), the thrown dice
seen, and keeps a band of felt over the buttons: at least 16 reference pixels at every size
(critic B69: at 1024x600 it ended about 8 px above them)."""

from __future__ import annotations

import pytest

from game import theme
from game.views import stage_banner
from tests.uihelpers import make_app
from tools.screens_stage import STATES, until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_pairs_ribbon_keeps_felt_over_the_buttons_and_covers_no_die(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        {name: build for name, build, _ in STATES}["three_pairs"](app)
        stage = until_staged(app, "pairs_throw")
        table = app.manager.stack[-2]
        picture = stage.picture
        ribbon = stage_banner.ribbon_rect(picture)
        buttons = (table.roll_button.rect, table.bank_button.rect, table.hint_button.rect)
        top = min(b.top for b in buttons)
        assert top - ribbon.bottom >= theme.px(16, table.scale), (ribbon, top)
        assert ribbon.top >= table.center.top and ribbon.bottom < table.mat.centery  # over
        # the set-aside row, not on it (hF73: test_farkle_pairs_between_rows)
        assert not [d for d in picture.glow if d.colliderect(ribbon)]  # the dice seen
    finally:
        app.close()
