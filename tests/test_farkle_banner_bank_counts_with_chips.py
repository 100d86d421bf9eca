"""A banner's bank (1 050) counts into the banker's row as its chips land (critic B70: the
row read the new total as the "+1 050" plate and its chips arrived, hF72's chips flying into
a figure already whole): the row keeps the old total as the stage opens, counts up, in the
game's steps, as the chips land, and says the new total once the last has landed, before
the turn passes; one number at a time: never the new total while a chip still flies.
This reverses round 40's "a staged bank says the new total from its first frame" for the
banner's bank (tests/test_farkle_big_bank_counts_up.py keeps what holds after it lands)."""

from __future__ import annotations

import pytest

from game.views.farkle_views import player_lines
from tests.uihelpers import make_app
from tools.screens_stage import _bank_banner, until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _shown(table, player: int) -> int:
    line = player_lines(table.flow, table.app.tr, True)[player]
    return int(line.total.replace("\u00a0", "").replace(" ", ""))


def test_the_row_counts_up_as_the_chips_land(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        _bank_banner(app)
        stage = until_staged(app, "bank_banner")
        table = stage.table
        flow = table.flow
        flight = flow.flight
        player, points = flight.player, flight.points
        new = flow.game.totals[player]
        old = new - points
        assert _shown(table, player) == old  # the stage opens on the old total
        before, between = old, 0
        for k in range(51):
            progress = k / 50
            table.stage_aged("bank_banner", progress)
            shown = _shown(table, player)
            assert before <= shown <= new, (progress, before, shown)  # counting up, never back
            if 0 < flight.chips < 1:
                assert shown < new, (progress, flight.chips)  # never whole beside a chip flying
            if flight.chips >= 1:
                assert shown == new, progress  # whole as the last chip lands
            between += old < shown < new
            before = shown
        assert between >= 3, between  # seen counting
        assert flow.shown_player == player  # (whole before the turn passes)
    finally:
        app.close()
