"""The 10 000 win reads as a headline, the name, one short sub-line (round 66, critics B65 and
C62: "Jucătorul 2 5 900" at the end of a caption spanning almost the whole width at 1366, the
win line three facts in one): "Victorie!", the winner's name, nothing more under them (critic
C70: "cu 6 100 de puncte" over a podium saying "6 100" too: the winning total is said once, over
the winner's column; the last bank is the results panel's, which follows at once)."""

from __future__ import annotations

import pytest

from game.i18n import format_int
from tests.test_stage_win_podium import crowned_totals
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
        assert not stage.picture.caption, stage.picture.caption  # no sub-line: the podium's
        crowned = crowned_totals(app, stage)  # (the results' podium, S9)
        assert crowned == [format_int(total).replace("\u00a0", " ")], crowned  # once
    finally:
        app.close()
