""""Anulează" on the 10 000 table says what it will take back (round 31, critic "10 000 table"
§2: lit at the start of a fresh turn it read as an undo with nothing to undo). Undo there is a
real, pinned feature (a person's last bank, until the next throw): the lit button says
"Anulează încasarea făcută de Ana" (round 71, critic B71: lit at the next player's turn, it
says whose bank); where nothing can be undone it is greyed with its short label."""

from __future__ import annotations

import pytest

from tests.uihelpers import make_app, recorded_frame
from tools.screens_farkle import play, play_until, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_lit_undo_says_it_takes_the_bank_back(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, 2, 1, 1, 1, 5, 2, 3)
        assert not table.undo_button.enabled, "a fresh game: nothing to undo"
        assert table.undo_label() == app.tr("undo.button")
        table.press_roll()
        play(app)
        for i in range(4):
            table.press_die(i)
        assert not table.undo_button.enabled, "the dice chosen: still nothing to undo"
        table.press_bank()
        play_until(app, lambda: table.undo_button.enabled, most=100)
        assert table.flow.shown_player == 1 and table.undo_button.enabled
        # (round 71, critic B71: lit, it says whose bank it takes back, a misclick's mend;
        # since round 82 in the passing card only, S108 3.)
        said = app.tr("farkle.undo.bank", name=table.flow.player_label(0))
        assert said != app.tr("undo.button") and table.undo_label() == said
        assert table.flow.player_label(0) in said and table.flow.player_label(1) not in said
        frame = recorded_frame(table, size)  # (round 82, S114 1.: the card names whose
        drawn = [t for t in frame.texts if t.role == "ledger_undo"]  # bank, "Anulează
        cards = [p.rect for p in frame.panels if p.role == "ledger_last_turn"]  # (Ctrl+Z)")
        assert drawn and cards and cards[0].contains(drawn[-1].rect), (drawn, cards)
        assert not table.undo_button.visible
        table.press_roll()  # the next throw: the bank is no longer to be taken back
        play(app)
        assert not table.undo_button.enabled
        assert table.undo_label() == app.tr("undo.button")
    finally:
        app.close()
