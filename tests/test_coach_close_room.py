"""A coach card's "×" has room of its own: no line of the card's words runs up to its ring
(about 20 px of felt between them at 1920×1080, in proportion at the other sizes)."""

from __future__ import annotations

import pytest

from game import theme
from game.views.coach_card import CARD_PAD, close_rect
from game.widgets.text import text_size
from tests.test_coach_marks import coach_app
from tests.test_coach_places import _table
from tools import screens_coach

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

BUILDS = ("_yams_hold", "_yams_box", "_yams_countdown", "_farkle_set_aside",
          "_farkle_refused", "_farkle_risk", "_farkle_bank", "_farkle_hot")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_no_line_crowds_the_close_ring(tmp_path, size):
    """Every card of a first game, at its moment: each line ends well left of the "×"."""
    for build in BUILDS:
        app = coach_app(tmp_path / build, size=size)
        try:
            getattr(screens_coach, build)(app)
            table = _table(app)
            coach = table.coach
            assert coach.card is not None, (build, size)
            scale = table.scale
            ring = close_rect(coach.card, scale)
            room = theme.px(20, scale)
            start = coach.card.x + theme.px(CARD_PAD, scale)
            size_px = theme.font_px(theme.FONT_SMALL, scale)
            for line in coach.lines:
                end = start + text_size(line, size_px)[0]
                assert end + room <= ring.left, (build, size, line, end, ring)
        finally:
            app.close()
