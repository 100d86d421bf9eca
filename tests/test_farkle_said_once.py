"""Each figure said once. After a person's bank, before the next throw: the bank is said once
(its points rise into the total; the undo button only offers "Anulează (Ctrl+Z)": no line under
the buttons repeats it), and the empty ledger says what will show there instead of a bare
"nothing yet". At a bust: the stamp says the loss in words, the ledger's struck-out total says
its figure."""

from __future__ import annotations

import pytest

from tests.uihelpers import make_app, recorded_frame
from tools import screens_farkle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_bank_is_said_once_and_the_empty_ledger_says_what_goes_there(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        screens_farkle._target_5000(app)  # Jucătorul 1 banked 600; Jucătorul 2 to throw
        for _ in range(10):
            app.step(0.1)
        table = app.manager.top
        banked = table.flow.voice.announcement
        assert banked is not None and banked.key == "farkle.banked"  # the voice still has it
        assert table.flow.line_message() is None  # no line under the buttons repeats it
        assert table.undo_button.enabled
        size = app.screen.get_size()
        texts = [t for t in recorded_frame(table, size).texts]
        words = [t.text for t in texts]
        assert banked.text not in words
        # (round 31: the lit button says what it takes back, "Anulează încasarea (Ctrl+Z)":
        # the bank's figure is still not said there)
        said = app.tr("farkle.undo.bank", name=table.flow.player_label(0))  # (whose: B71)
        assert table.undo_label() == said  # (S114 1.: drawn as the card's "Anulează")
        assert app.tr("undo.button") in words
        assert banked.text not in table.undo_label()
        empty = [t for t in texts if t.rect.colliderect(table.groups_rect)
                 and t.text not in (app.tr("farkle.set_aside"),)]
        said = " ".join(t.text for t in empty)
        # (round 31: the placeholder line yields its place to the last turn's card, which
        # says more: the ledger is still not a bare "nothing yet")
        assert app.tr("farkle.ledger.last_turn") in said
        assert all(table.groups_rect.contains(t.rect) for t in empty)
    finally:
        app.close()


def test_the_bust_says_its_lost_figure_once_the_ledger_striking_it_out(tmp_path):
    # Ana kept a 1 (100) and busts: the stamp says the loss in words; "100" is drawn once,
    # as the ledger's struck-out total.
    app = make_app(tmp_path, size=(1920, 1080))
    try:
        screens_farkle._bust(app)
        table = app.manager.top
        assert table.flow.big_announcement() is not None
        size = app.screen.get_size()
        texts = [t for t in recorded_frame(table, size).texts]
        # The guide's "Un 1 … 100" is a rule, not the loss: only the ledger may say the figure.
        elsewhere = [t.text for t in texts if "100" in t.text
                     and not table.groups_rect.contains(t.rect)
                     and not table.guide_rect.contains(t.rect)]
        assert elsewhere == []
        struck = [t for t in texts if t.role == "ledger_total"]
        assert [t.text for t in struck] == ["100"] and table.flow.bust_shown
        assert [t.text for t in texts].count(app.tr("farkle.bust")) == 1  # the stamp, once
    finally:
        app.close()
