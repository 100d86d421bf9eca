"""The 10 000's ≥1 000 bank takes the stage alone, then its row counts in plainly (ruling S87,
round 80, hF104; critic cB79 #7 and its change 3, `seq/bb_a.png` 7–8). The "+1 050" plaque
landed over the tray and a trail of coins flying to the banker's row, and the row counted up
under the dim: three things moving under one moment. Now, stepped at 1/60 s from the press:
under the plaque no coin flies, the banker's row keeps its old total (nothing counts under
the dim), the tray's dice are gone by the end of the plaque's drop; once the plaque has gone
the row counts up in plain sight, in steps, and the turn passes only once it is whole.
(Amended round 81, hF107, ruling S96 2., critic cF80: the row counts in as the plaque lands,
whole by 40 % of its stage; "Scor 0" beside "+1 050" told two stories.)
This reverses B69 (chips through the middle under the plate) and B70 (the row counted in as
the chips landed) for the banner's bank: see S87 and the tests amended there."""

from __future__ import annotations

import pytest

from game import theme_stage
from game.scenes.stage import StageOverlay
from game.views.farkle_views import player_lines
from tests.uihelpers import make_app, recorded_frame
from tools.screens_stage import _bank_banner

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

STEP = 1 / 60


def _shown(table, player: int) -> int:
    line = player_lines(table.flow, table.app.tr, True)[player]
    return int(line.total.replace("\u00a0", "").replace(" ", ""))


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_banner_bank_plaque_stands_alone_its_row_counting_as_it_lands(tmp_path, size):
    # (amended round 81, hF107, ruling S87 amended round 81 / S96 2., critic cF80: the row
    # kept its old total under the plaque, "Scor 0" beside "+1 050"; now it counts in as the
    # plaque lands, whole from 40 % of its stage on, and never counts again after it)
    app = make_app(tmp_path, size=size)
    try:
        _bank_banner(app)
        table = app.manager.top
        flow = table.flow
        player, points = flow.flight.player, flow.flight.points
        new = flow.game.totals[player]
        old = new - points
        staged = 0
        under: list[int] = []
        after: list[int] = []
        for _ in range(600):
            app.step(STEP)
            top = app.manager.top
            if isinstance(top, StageOverlay) and top.clock.kind == "bank_banner":
                staged += 1
                progress = top.clock.progress
                shown = _shown(table, player)
                assert not under or under[-1] <= shown <= new, progress  # up, never back
                under.append(shown)
                if progress >= 0.4:  # the plaque stands over a table that reads it
                    assert shown == new, progress
                frame = recorded_frame(table, size)
                if progress >= 0.4:  # (S107 2., amended round 82, hF110: a short burst of
                    # coins runs into the row as it counts; none once it reads the total)
                    assert not [p for p in frame.panels if p.role == "bank_chip"], progress
                if progress >= theme_stage.BANK_LEFT_FADE[1]:  # the tray bare under it
                    assert flow.kept_dice_shown() == 0 and flow.left_dice_shown() == 0
                continue
            if not staged:
                continue
            if flow.shown_player != player:  # the turn has passed
                break
            after.append(_shown(table, player))
        assert staged >= 30, staged  # the plaque had its moment
        assert under[0] == old and sum(old < c < new for c in under) >= 3, under  # counted
        assert set(after) <= {new}, after[:5]  # no second count after the plaque
    finally:
        app.close()
