"""Every region of the 10 000 table is live (ruling S64, round 79, hF97, critic cB78 #1–#3):
the cup never vanishes between a bank and the passing card; the selection's mat is not an
empty tray when nothing is chosen; the ledger tells the turn's story from the first throw,
no grey placeholder squares, no empty ruled lines."""

from __future__ import annotations

import pytest

from game.flow.cup_fade import CUP_RETURN
from game.views import farkle_cup
from tests.farkle_bank import bank_a_one
from tests.uihelpers import FRAME, drawing_one_frame_in, make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

BACK = round(CUP_RETURN / FRAME) + 1
"""Frames the cup takes to come back once the bank's dice have gone (S79 2.)."""


@pytest.mark.parametrize(("dice", "keep"), [((1, 5, 2, 3, 4, 4), 1),  # a small bank
                                            ((1, 1, 1, 5, 2, 3), 4)])  # 1 050: its plate
def test_the_cup_stands_whole_from_the_bank_leaving_to_the_next_throw(tmp_path, dice, keep):
    """S64 3. (S1 and the 10 000 cue's sweep amended): as a bank's dice go the cup comes
    back, whole once they have gone (under a small bank's rising coins), and stands whole
    under the passing card too (critic cB78 #2, big_2bank_060: bare felt under the card
    before the cup faded back in)."""
    app = make_app(tmp_path, size=(1366, 768))
    try:
        with drawing_one_frame_in(app, 0):
            table = bank_a_one(app, dice, computer=False, keep=keep)
        flow = table.flow
        under_card = banked = 0
        for _ in range(600):
            app.step(FRAME)
            if app.manager.top is not table:
                continue
            if (flow.frozen is not None and flow.frozen is flow.banked_view
                    and flow.left_dice_shown() == 0 and table.mat_share() == 0
                    and table.on_stage is None):
                banked += 1  # the bank's figure still shown, its dice gone: the cup back,
                # over its short fade once they have gone (ruling S79 2., round 80, hF100:
                # was whole as they went, a cross-dissolve, critic cB79 #6)
                assert farkle_cup.cue_shown(table) or banked == 1
                assert farkle_cup.cue_alpha(table) == 255 or banked <= BACK, banked
            if not flow.awaits_first_throw:
                continue
            assert farkle_cup.cue_shown(table), "the row bare between the bank and the throw"
            assert farkle_cup.cue_alpha(table) == 255 or banked <= BACK, flow.handoff.share
            under_card += flow.handoff.active
            if flow.shown_player == 1 and not flow.handoff.active and under_card:
                break
        assert under_card > 5, under_card  # the passing card was seen over the whole cup
        assert keep > 1 or banked > 5, banked  # (a small bank's coins rise over it too)
    finally:
        app.close()


def _mat_and_line(table, size) -> tuple[bool, list[str]]:
    """Whether the mat is drawn in one frame, and the "Selecție" words written."""
    from tests.uihelpers import recorded_frame

    table._still_layer = None  # the whole frame drawn now
    frame = recorded_frame(table, size)
    said = [mark.text for mark in frame.texts if mark.text.startswith("Selecție")]
    return any(panel.role == "mat" for panel in frame.panels), said


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_mat_is_drawn_only_while_it_holds_dice(tmp_path, size):
    """S64 1. (S1 amended): nothing chosen, no empty tray in the middle (before the throw,
    the throw landed, a die put back); a die chosen, the mat under it with "Selecție: Un 1"
    (critic cB78 #3: six empty slots and "Selecție: —" in every cup state)."""
    from tools.screens_farkle import play, table_with

    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, 2, 1, 5, 3, 3, 4, 2)
        play(app)
        assert _mat_and_line(table, size) == (False, [])  # the cup alone
        table.press_roll()
        play(app)
        assert _mat_and_line(table, size) == (False, [])  # the throw, nothing chosen
        table.press_die(0)
        play(app, 30)
        assert _mat_and_line(table, size) == (True, ["Selecție: un 1"])
        table.press_die(0)  # put back: the mat goes with it
        play(app, 30)
        assert _mat_and_line(table, size) == (False, [])
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_ledger_writes_the_throws_row_as_its_dice_land(tmp_path, size):
    """S64 2. (S26 and hF84's line amended), S64 amended round 79 (fixC): the ledger's line
    for the throw being played says its words alone while the dice chosen from it lie on the
    mat (the ledger never repeats what the mat shows: every message said once), never grey
    placeholder squares; no empty ruled line under it (critic cB78 #1: "Aruncarea 1", six
    grey squares and two empty rules while the chosen dice sat elsewhere); once the next
    throw sets them aside they are the ledger's row."""
    from tests.uihelpers import recorded_frame
    from tools.screens_farkle import play, table_with

    def ledger():
        table._still_layer = None
        frame = recorded_frame(table, size)
        roles = [p.role for p in frame.panels if table.groups_rect.contains(p.rect)]
        return roles.count("ledger_next_die"), roles.count("ledger_free"), frame

    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, 2, 5, 5, 5, 1, 2, 3)
        table.press_roll()
        play(app)
        table.press_die(0)
        assert ledger()[:2] == (0, 0)  # the die still flies: not written yet (S53)
        play(app, 30)
        # landed: pictured in the throw's line (amended round 81, hF107, ruling S64 amended
        # round 81 / S96 3., critic cF80: "Aruncarea 1 +600" with no dice read bare)
        assert ledger()[:2] == (1, 0)
        for i in (1, 2, 3):
            table.press_die(i)
        play(app, 30)
        dice, free, frame = ledger()
        assert (dice, free) == (4, 0), (dice, free)
        assert "ledger_row" not in [p.role for p in frame.panels], "the mat's dice repeated"
        table.press_roll()  # set aside by the next throw: now the ledger's row
        play(app)
        dice, free, frame = ledger()
        assert [p.role for p in frame.panels].count("ledger_row") == 1 and free == 0
    finally:
        app.close()
