"""A coach card has two ways out, not three (round 73, critic K72 #7: "Înainte →", an
underlined "Nu mai arăta" and a "×" on every card): its step forward ("Înainte →", "Gata"
on the last) and "Nu mai arăta", which stops the tips for good. No "×": nothing but the
card's margin lies right of its action column (a click elsewhere, or a key, still closes it
for now). That margin is felt paper, never a touch (round 73, critic O73: "Am înțeles →" and
"Gata →" touched the card's right edge): at least 20 reference px, never under 10 window px.
Every card of a first game, at the three sizes."""

from __future__ import annotations

import pytest

from game import theme
from game.views.coach_card import ACTIONS_PAD_X, footer_rects, is_narrow
from tests.test_coach_marks import coach_app
from tests.test_coach_places import _table
from tools import screens_coach

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
@pytest.mark.parametrize("build", ["_yams_hold", "_yams_countdown", "_farkle_set_aside",
                                   "_farkle_bank"])
def test_a_card_ends_with_its_two_actions(tmp_path, build, size):
    app = coach_app(tmp_path, size=size)
    try:
        getattr(screens_coach, build)(app)
        table = _table(app)
        coach, scale = table.coach, table.scale
        card = coach.card
        assert card is not None, (build, size)
        step, stop, nxt = footer_rects(card, coach.footer, scale)
        assert nxt.w > 0 and stop.w > 0 and card.contains(nxt) and card.contains(stop)
        pad = theme.px(ACTIONS_PAD_X, scale)
        if is_narrow(card, scale):  # its head: the step alone
            assert card.right - step.right >= card.w // 2, (build, size, step, card)
        else:
            margin = card.right - max(nxt.right, stop.right)
            assert max(10, theme.px(20, scale)) <= margin <= pad + 2, (build, size, card,
                                                                       nxt, stop)
    finally:
        app.close()
