"""A 10 000 bust on a turn's first roll loses nothing: the ledger keeps its plain "Total până
acum 0" (no "Puncte pierdute" over a struck 0); a bust with points at stake still says what
is lost, once its stamp has gone, by the last turn's card (round 76, hF89, ruling S15 amended:
"Puncte pierdute" beside the stamp said the bust a second way)."""

from __future__ import annotations

import pytest

from tests.layout_sequences_farkle import seat, throw
from tests.test_farkle_stage_lift_prompt import _Run
from tests.uihelpers import make_app, recorded_frame
from tools import screens_farkle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _ledger(table, size) -> list[str]:
    texts = recorded_frame(table, size).texts
    return [t.text for t in texts if table.groups_rect.contains(t.rect)]


def test_a_first_roll_bust_has_no_lost_points_line(tmp_path):
    size = (1024, 600)
    app = make_app(tmp_path, size=size)
    try:
        run = _Run(app)
        table = seat(run, (2, 3, 4, 6, 6, 2))
        throw(run, table)
        assert table.flow.bust_shown
        ledger = _ledger(table, size)
        assert app.tr("farkle.ledger.lost") not in ledger
        assert app.tr("farkle.story.total") in ledger and "0" in ledger
    finally:
        app.close()


def test_a_bust_with_points_at_stake_says_them_lost(tmp_path):
    size = (1024, 600)
    app = make_app(tmp_path, size=size)
    try:
        screens_farkle._bust(app)  # Ana kept a 1 (100), then busts
        table = app.manager.top
        assert table.flow.bust_shown
        ledger = _ledger(table, size)  # quiet under the stamp, as before the throw
        assert app.tr("farkle.ledger.lost") not in ledger and "100" in ledger
        while table.flow.bust_shown or table.flow.handoff.active:
            app.step(1 / 30)
        ledger = _ledger(table, size)  # the turn passed: its card says the loss, once
        assert app.tr("farkle.ledger.last_lost_points", points="100") in ledger, ledger
    finally:
        app.close()
