"""Every region of the 10 000 table is live (ruling S64, round 79, hF97, critic cB78 #1–#3):
the cup never vanishes between a bank and the passing card; the selection's mat is not an
empty tray when nothing is chosen; the ledger tells the turn's story from the first throw,
no grey placeholder squares, no empty ruled lines."""

from __future__ import annotations

import pytest

from game.views import farkle_cup
from tests.farkle_bank import bank_a_one
from tests.uihelpers import FRAME, drawing_one_frame_in, make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize(("dice", "keep"), [((1, 5, 2, 3, 4, 4), 1),  # a small bank
                                            ((1, 1, 1, 5, 2, 3), 4)])  # 1 050: its plate
def test_the_cup_stands_whole_from_the_bank_leaving_to_the_next_throw(tmp_path, dice, keep):
    """S64 3. (S1 and the 10 000 cue's sweep amended): once a bank's figure has left the
    table, the cup stands whole in the row at once, under the passing card too (critic cB78
    #2, big_2bank_060: bare felt under the card before the cup faded back in)."""
    app = make_app(tmp_path, size=(1366, 768))
    try:
        with drawing_one_frame_in(app, 0):
            table = bank_a_one(app, dice, computer=False, keep=keep)
        flow = table.flow
        under_card = 0
        for _ in range(600):
            app.step(FRAME)
            if app.manager.top is not table or not flow.awaits_first_throw:
                continue
            assert farkle_cup.cue_shown(table), "the row bare between the bank and the throw"
            assert farkle_cup.cue_alpha(table) == 255, flow.handoff.share
            under_card += flow.handoff.active
            if flow.shown_player == 1 and not flow.handoff.active and under_card:
                break
        assert under_card > 5, under_card  # the passing card was seen over the whole cup
    finally:
        app.close()
