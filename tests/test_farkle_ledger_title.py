"""The ledger's title says what it shows in every state (round 71, critic: "Puse deoparte în
această tură" stood over the "Tura trecută" card): the current turn's sets under "… în
această tură", the last turn's card (once the turn passed) under the plain "Puse deoparte"."""

from __future__ import annotations

import pytest

from tests.uihelpers import make_app, recorded_frame
from tools.screens_farkle import play, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZE = (1024, 600)


def _titles(table) -> list[str]:
    """The ledger titles the frame draws."""
    frame = recorded_frame(table, SIZE)
    return [t.text for t in frame.texts if t.role == "ledger_title"]


def test_the_ledger_title_follows_what_it_shows(tmp_path):
    app = make_app(tmp_path, size=SIZE)
    try:
        table = table_with(app, 2, 1, 1, 1, 5, 2, 3)  # 1 050, a staged bank
        table.press_roll()
        play(app)
        for i in range(4):
            table.press_die(i)
        assert _titles(table) == [app.tr("farkle.set_aside")], "this turn's sets: this turn"
        table.press_bank()
        play(app, 60)
        assert table.flow.last_turn_shown() is not None
        titles = _titles(table)
        assert titles == [app.tr("farkle.set_aside_any")], titles
        assert app.tr("farkle.set_aside") not in titles, "the last turn is not this turn's"
    finally:
        app.close()
