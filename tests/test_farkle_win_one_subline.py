"""The 10 000 win reads as a headline, the name, one short sub-line (round 66, critics B65 and
C62: "Jucătorul 2 5 900" at the end of a caption spanning almost the whole width at 1366, the
win line three facts in one): "Victorie!", the winner's name, then the winning total with
its unit ("cu 6 100 de puncte"), nothing more (the last bank and the runners-up are the
results panel's, which follows at once)."""

from __future__ import annotations

import pytest

from game.i18n import format_int
from tests.uihelpers import make_app
from tools.screens_farkle import bank_the_win
from tools.screens_stage import until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_wins_sub_line_is_the_total_with_its_unit_alone(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        table = bank_the_win(app, 5_100)  # 6 100: the last player wins alone over 5 900
        stage = until_staged(app)
        assert stage.clock.kind == "win"
        winner = next(i for place, i, _ in table.game.ranking() if place == 1)
        total = table.game.totals[winner]
        caption = stage.picture.caption
        assert format_int(total) in caption, caption
        assert "·" not in caption, caption  # one fact, never a run-on
        others = [t for _, i, t in table.game.ranking() if i != winner]
        assert not any(format_int(t) in caption for t in others), caption
    finally:
        app.close()
