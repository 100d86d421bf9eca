"""The 10 000 table's prompt line is true for what the table shows, in every frame between beats:
through a bust it never says the next player (the stamp alone says "Tură pierdută!" while the
panels still show the loser; "Urmează …" would speak of a turn the table does not show yet:
hF15); with all six dice chosen it never says "the remaining dice"; while a big bank's stage
lifts off and the panels still show the banker, it says the bank, not the next player's throw."""

from __future__ import annotations

import pytest

from game.scenes.stage import StageOverlay
from tests.layout_sequences_farkle import keep, seat, throw
from tests.test_farkle_flow import DT, LAND, Table
from tests.test_farkle_stage_lift_prompt import _Run
from tests.uihelpers import make_app
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_through_the_whole_bust_the_prompt_is_silent_then_speaks_to_the_next_player():
    # overturned on purpose (hF15, from the round-14 critic): it said "Urmează Ion" under the
    # stamp while the list and the Tura panel still showed Ana
    table = Table((1, 2, 3, 4, 6, 6, 2, 3, 4, 4, 6))
    flow = table.flow
    table.throw_and_keep(0)
    flow.press_roll()  # Ana busts: the engine passed the turn to Ion already
    table.run(LAND + 0.1)
    seen = 0
    while flow.frozen is not None:
        said = flow.prompt()
        assert said is None or "Urmează" not in said.text, said
        seen += 1
        table.run(DT)
    assert seen > 30
    while flow.handoff.active:  # the turn's passing names Ion, then
        assert flow.prompt() is None
        table.run(DT)
    assert flow.prompt().key == "farkle.hint.start"  # then Ion's line, once


def test_with_all_six_dice_chosen_the_prompt_never_speaks_of_remaining_dice(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        run = _Run(app)
        table = seat(run, (2, 2, 2, 1, 5, 5, 3, 4, 6, 2, 2, 1))
        throw(run, table)
        keep(run, table, 0, 1, 2, 3, 4, 5)
        assert table.flow.hot_dice_coming
        said = table.flow.prompt()
        assert said.key == "farkle.prompt.all_score", said
        assert "rămase" not in said.text
    finally:
        app.close()


def test_as_the_big_bank_stage_lifts_the_prompt_says_the_bank_the_panels_show(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        run = _Run(app)
        table = seat(run, (1, 1, 1, 5, 2, 3), totals=(9_400, 6_150, 8_700),
                     names=("Ana", "Ion", "Ștefan"))
        throw(run, table)
        keep(run, table, 0, 1, 2, 3)
        run.click(table.bank_button.rect.center)
        run.until(lambda: isinstance(app.manager.top, StageOverlay))
        flow, banker_shown = table.flow, 0
        with unseen_frames(app, last_drawn=False):  # the flow's words read, no picture
            while isinstance(app.manager.top, StageOverlay) or flow.frozen is not None:
                if flow.frozen is not None and flow.frozen is flow.banked_view:
                    banker_shown += 1
                    said = flow.prompt()
                    # the "+N" says the figure, the goal's headline "Obiectiv atins!" (once)
                    assert said.text == "Ana încasează", said.text
                run.frames(1)
            assert banker_shown > 0
            # then Ion's turn (hL50: no "Ultima tură!" ribbon first, hF27's: the goal's
            # banner said the last round, critic B41; the turn's passing, as any turn's)
            run.until(lambda: not flow.handoff.active and flow.prompt() is not None)
        said = flow.voice.announcement  # (round 50: any; the key is not a big one now)
        assert said is None or said.key != "farkle.last_round"
        assert flow.prompt().key == "farkle.hint.start"  # Ion's turn, on every panel
    finally:
        app.close()
