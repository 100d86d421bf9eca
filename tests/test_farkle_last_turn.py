"""The ledger's empty middle says how the last turn ended (round 30, critic row "10 000 table"
§4: the lower felt was mostly empty felt, and the turn's story vanished as the turn passed):
"Tura trecută · Ana +1 050", or a lost turn, once that turn has visibly ended (the bank's
points landed and counted, the bust's dice seen), never before; an undone bank takes it
back. Stepped with the fake clock."""

from __future__ import annotations

import pytest

from game.flow.farkle_port import LastTurn
from tests.test_farkle_flow import DT, LAND, Table
from tests.uihelpers import make_app, recorded_frame
from tools.screens_farkle import play, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_a_bank_is_the_last_turn_once_the_turn_has_passed():
    table = Table((1, 5, 2, 3, 4, 6))
    flow = table.flow
    table.throw_and_keep(0, 1)
    flow.press_bank()
    assert flow.last_turn_shown() is None, "the banker's own turn still shows"
    while flow.shown_player == 0:
        table.run(DT)
    assert flow.last_turn_shown() == LastTurn(0, 150, False)


def test_a_bust_is_the_last_turn_once_its_dice_are_seen_and_an_undo_takes_a_bank_back():
    table = Table((1, 2, 3, 4, 6, 6, 2, 3, 4, 4, 6, 5, 2, 3, 4, 6, 6))
    flow = table.flow
    table.throw_and_keep(0)  # Ana keeps a 1
    flow.press_roll()  # 2 3 4 4 6: a bust, in the air
    for _ in range(round(LAND / DT) - 2):
        assert flow.last_turn_shown() is None, "nothing of the bust before its dice land"
        table.run(DT)
    table.run(5.0)  # seen, held, the turn passes
    assert flow.last_turn_shown() == LastTurn(0, 100, True)
    table.throw_and_keep(0)  # Ion keeps a 5 and banks it
    flow.press_bank()
    table.run(3.0)
    assert flow.last_turn_shown() == LastTurn(1, 50, False)
    flow.undo()  # taken back: Ion's turn again, the bust before it was the last turn
    table.run(1.0)
    assert flow.last_turn_shown() is None, "Ion's live turn has its own story"
    assert flow.last_turn == LastTurn(0, 100, True)


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_empty_ledger_says_the_last_turn(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, 2, 1, 1, 1, 5, 2, 3)  # 1 050, a staged bank
        table.press_roll()
        play(app)
        for i in range(4):
            table.press_die(i)
        table.press_bank()
        play(app, 60)
        assert table.flow.shown_player == 1
        frame = recorded_frame(table, size)
        said = [t for t in frame.texts if t.role == "last_turn"]
        assert [t.text for t in said][-1].replace("\u00a0", " ") == "+1 050", said
        for mark in said:
            assert table.groups_rect.contains(mark.rect), (mark, table.groups_rect)
        others = [t for t in frame.texts if t.role != "last_turn"
                  and table.groups_rect.contains(t.rect)]
        for mark in said:
            assert not any(mark.rect.colliderect(o.rect) for o in others), (mark, others)
    finally:
        app.close()
