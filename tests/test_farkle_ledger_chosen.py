"""The 10 000 ledger and its total tell one story: while "Total până acum" counts dice
chosen on the mat, the ledger says "în selecție: …" under the total's label and its
"Zarurile puse deoparte apar aici." yields (the total is never bigger than what the ledger
explains); with nothing chosen the line is gone."""

from __future__ import annotations

import pytest

from tests.layout_sequences_farkle import keep, seat, throw
from tests.test_farkle_stage_lift_prompt import _Run
from tests.uihelpers import make_app, recorded_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_dice_chosen_on_the_mat_are_named_by_the_ledgers_total(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        run = _Run(app)
        table = seat(run, (5, 5, 5, 1, 2, 3))
        throw(run, table)
        texts = recorded_frame(table, size).texts
        ledger = [t.text for t in texts if table.groups_rect.contains(t.rect)]
        assert app.tr("hf9.ledger.empty") in ledger  # nothing chosen: the empty words
        assert not [t for t in ledger if "selecție" in t]
        keep(run, table, 0, 1, 2, 3)  # three 5s and a 1: 600 on the mat
        assert table.game.turn_total == 600 and not table.game.set_aside
        texts = recorded_frame(table, size).texts
        inside = [t for t in texts if table.groups_rect.contains(t.rect)]
        ledger = [t.text for t in inside]
        assert "în selecție: 600" in ledger and "600" in ledger
        assert app.tr("hf9.ledger.empty") not in ledger  # it yields to what is chosen
        chosen = next(t for t in inside if t.text == "în selecție: 600")
        label = next(t for t in inside if t.text == app.tr("h22g.story.total"))
        assert chosen.rect.top >= label.rect.bottom - 2  # under the label, not over it
        assert chosen.rect.h >= 16 * size[1] / 1080 - 1  # never tiny type
    finally:
        app.close()
