"""Where the coach cards go: never on the Yams Clasament, never on the key-hint bar nor
against the wooden frame when the felt above it has room; the risk card points at the
Tura panel's risk row it names."""

from __future__ import annotations

from typing import Any

import pytest

from game import theme
from game.widgets.farkle_panels import turn_value_row
from game.widgets.felt import felt_area
from tests.test_coach_marks import coach_app
from tools import screens_coach

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _table(app: Any) -> Any:
    from game.scenes.table_base import TableScene

    return next(s for s in reversed(app.manager.stack) if isinstance(s, TableScene))


@pytest.mark.parametrize("build", ["_yams_hold", "_yams_countdown"])
def test_a_yams_card_keeps_off_the_clasament_the_key_bar_and_the_frame(tmp_path, build):
    app = coach_app(tmp_path, size=(1366, 768))
    try:
        getattr(screens_coach, build)(app)
        table = _table(app)
        card = table.coach.card
        assert card is not None, table.coach.shown
        standings = table.standings.rect(table.game, table.tr, app.tr.n, table.message_rects())
        assert standings is None or not card.colliderect(standings), (card, standings)
        felt = felt_area(table.size)
        assert card.bottom <= felt.bottom - table.px(theme.TABLE_KEY_BAR)  # the keys stay
        assert card.left >= felt.left + table.px(20) and card.right <= felt.right - table.px(20)
    finally:
        app.close()


def test_the_risk_card_points_at_the_risk_row_of_the_tura_panel(tmp_path):
    app = coach_app(tmp_path, size=(1366, 768))
    try:
        screens_coach._farkle_risk(app)
        table = _table(app)
        assert table.coach.shown == "farkle.risk"
        row = turn_value_row(table.turn_rect, table.scale, 1)
        assert table.coach.target == row
        tip = table.coach.pointer()[1]
        assert row.inflate(table.px(40), table.px(40)).collidepoint(tip)
    finally:
        app.close()
