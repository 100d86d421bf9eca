"""The hot-dice beat (round 30, critic row "10 000 table" §1): the moment the sixth die is set
aside the turn's total in the ledger and the bank button say the points the player holds (the
figure the hot dice' ribbon says, "400 de puncte rămân"), never "Total până acum 0" and a
bare "Încasează" under it; stepped with the fake clock, through the stage and after it."""

from __future__ import annotations

import pytest

from game.views.farkle_story import story
from tests.test_farkle_flow import LAND, Table
from tests.uihelpers import make_app, recorded_frame
from tools.screens_farkle import play, table_with


def _hot_table() -> Table:
    """Ana throws 2 2 2 1 5 5 (200 + 100 + 100 = 400) and sets all six aside."""
    table = Table((2, 2, 2, 1, 5, 5))
    table.throw_and_keep(0, 1, 2, 3, 4, 5)
    assert table.game.hot_dice_pending
    return table


def test_the_ledger_holds_the_hot_dice_points_at_every_beat_of_the_hot_dice():
    table = _hot_table()
    flow, tr = table.flow, table.app.tr
    for _ in range(40):  # the hot dice' stage, then the quiet table waiting for the throw
        rows, total = story(flow, tr)
        assert total == 400, "the ledger's total says what the ribbon says the turn keeps"
        # the six dice are set aside, scored, and come back (critic B69: the ledger said
        # "în selecție" while the banner said they all come back): a row like any group's,
        # named, its points scored (hF40: never empty rows under the hot dice)
        assert [(r.points, r.pending) for r in rows] == [("400", False)], rows
        assert rows[0].name == "Trei de 2 + un 1 + doi de 5" and rows[0].dice
        table.run(0.1)
    assert not flow.hot_dice_coming


def test_the_bank_button_says_its_action_under_the_hot_dice_stage_and_after():
    table = _hot_table()
    flow = table.flow
    assert flow.hot_dice_coming
    assert flow.bank_label(True) == "Încasează"  # (S108: the figure is the total's)
    table.run(4.0)
    assert flow.bank_label(True) == "Încasează"


def test_the_hot_dice_row_stays_through_the_next_throw():
    table = _hot_table()
    flow, tr = table.flow, table.app.tr
    table.run(4.0)
    table.app.rng.push(1, 3, 4, 6, 6, 2)
    flow.press_roll()  # in the air: the ledger as it was (the 400 row stays, no jump)
    assert story(flow, tr)[1] == 400
    table.run(LAND + 0.1)
    rows, total = story(flow, tr)
    assert total == 400 and len(rows) == 1


@pytest.mark.usefixtures("pictures_drawn_once_no_fsync")
@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_ledger_drawn_says_the_hot_points_and_where_they_are(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, 2, 2, 2, 2, 1, 5, 5)
        table.press_roll()
        play(app)
        for i in range(6):
            table.press_die(i)
        play(app, 3)  # (the sixth landed: its row and the total come as it lands, S53)
        frame = recorded_frame(table, size)
        total = [t.text for t in frame.texts if t.role == "ledger_total"]
        pending = [t.text for t in frame.texts if t.role == "ledger_pending"]
        said = [t.text for t in frame.texts]
        # (hF40: the points said once, in their row; round 30's "pe covor: 400" under the
        # total said them a second time. Critic B69: under hot dice the six are set aside,
        # scored, and come back, as the banner says: never "în selecție")
        assert total == ["400"] and not pending, (total, pending)
        assert not any("în selecție" in t for t in said) and "400" in said
        assert not [t for t in frame.texts if t.role == "ledger_chosen"]
        # (round 77, hF90, S26: the six's row is the ledger's one row of the throw played)
        named = [t.text for t in frame.texts if t.role == "label"]
        assert "Trei de 2 + un 1 + doi de 5" in named, named
    finally:
        app.close()
