"""A selection's figure is one figure: the mat's line names it ("Selecție: Trei de 5 + un 1 =
600"), the ledger shows it as its pending row ("în selecție", no figure since round 72:
ruling S14) and counts it in the turn's total,
which is what the bank button banks ("Încasează 600"); once the next throw sets the dice
aside the row is a group like the others and the total is unchanged (counted once).

hF40 reversed the older promise of this file ("Total până acum" counting only dice set
aside, "0" beside "Încasează 600": two totals for one turn, critic B32)."""

from __future__ import annotations

import pytest

from tests.layout_sequences_farkle import keep, seat, throw
from tests.test_farkle_stage_lift_prompt import _Run
from tests.uihelpers import make_app, recorded_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_selection_is_said_once_and_counted_once_set_aside(tmp_path):
    size = (1366, 768)
    app = make_app(tmp_path, size=size)
    try:
        run = _Run(app)
        table = seat(run, (5, 5, 5, 1, 2, 3, 1, 2))
        throw(run, table)
        keep(run, table, 0, 1, 2, 3)  # three 5s and a 1: 600 on the mat
        run.frames(15)  # (the 1 landed: the total counts it as it lands, ruling S53)
        assert table.game.turn_total == 600 and not table.game.set_aside
        texts = recorded_frame(table, size).texts
        said = sorted(t.text for t in texts if t.text.endswith("600") and t.text != "200–600")
        # the turn's total and the bank's promise only (round 72, ruling S14, critics E71
        # and G71: the pending row's "+600" and the Tura panel's "După încasare 600" said it
        # twice more); (hF51, critic B50: the line over the mat said "… = 600" too: it
        # names the selection only now)
        # (S81 1., round 80, hF102; critics cF79 #3, cB79: the ledger read a bare
        # "Aruncarea 1" beside "Total tură 600": the throw's line says what it adds, "+600",
        # the story's entry the total sums, as a receipt of one line)
        # (S114 4., round 82, hF113: on the turn's first throw the line shows its words
        # and dice; "Total tură" alone says the figure, no "+N" beside it)
        assert said == ["600"], said  # (S108 1.: the button says "Încasează")
        assert next(t for t in texts if t.role == "ledger_total").text == "600"
        throw(run, table)  # the 600 is set aside now: a group of the ledger, counted once
        texts = recorded_frame(table, size).texts
        assert next(t for t in texts if t.role == "ledger_total").text == "600"
        assert "+600" not in [t.text for t in texts]  # (its row says "600", the line none)
        assert not [t for t in texts if "selecție" in t.text.lower() and "600" in t.text]
    finally:
        app.close()
