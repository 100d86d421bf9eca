"""A selection is said once, on the mat's line ("Selecție: Trei de 5 + un 1 = 600"): the
ledger's "Total până acum" counts only dice set aside (by a throw or a bank), never the
dice still chosen on the mat, and no other line repeats the selection's figure (the bank
button says what a press banks: "Încasează 600"); once the next throw sets them aside, the
total counts them."""

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
        assert table.game.turn_total == 600 and not table.game.set_aside
        words = [t.text for t in recorded_frame(table, size).texts]
        said = [w for w in words if w.endswith("600") and w != "200–600"]  # (the guide's)
        # the line says the selection; the bank button says what a press banks (hF12)
        assert said == ["Selecție: Trei de 5 + un 1 = 600", "Încasează 600"]
        total = next(t for t in recorded_frame(table, size).texts if t.role == "ledger_total")
        assert total.text == "0"  # nothing set aside yet
        throw(run, table)  # the 600 is set aside now: the ledger lists and counts it
        texts = recorded_frame(table, size).texts
        total = next(t for t in texts if t.role == "ledger_total")
        assert total.text == "600"
        assert not [t for t in texts if "selecție" in t.text.lower() and "600" in t.text]
    finally:
        app.close()
