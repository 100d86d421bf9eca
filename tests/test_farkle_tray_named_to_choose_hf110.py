""""Pune deoparte aici" only in the person's own selection beat (round 82, hF110, ruling S107
2.; critic cB81 defect 3, change 2): the empty tray's name (S95 1.) was the centre's loudest
words when nobody could act on it: through the computer's turn, under the turn-passing card,
under a bank's flying coins, round a bank's plate as it left. Now, stepped frame by frame, the
tray names itself only while a person may set a die aside there: their turn, their throw
landed and seen, no stage, no card, no bank, no bust; then it does."""

from __future__ import annotations

import pytest

from tests.farkle_bank import bank_a_one
from tests.uihelpers import FRAME, make_app, recorded_step
from tools.screens_farkle import play, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _named(frame) -> bool:
    return any(t.role == "mat_name" for t in frame.texts)


def _choosing(table) -> bool:
    """A person may set a die aside now (what the name invites)."""
    flow = table.flow
    return (not flow.computer_turn and table.game.roll_dice is not None
            and not table.game.hot_dice_pending and not flow.in_the_air
            and flow.frozen is None and table.on_stage is None and flow.flight is None
            and not flow.bust_shown and not flow.handoff.holds)


def _watch(app, table, seconds: float, every: int = 3) -> list[str]:
    """Step ``seconds`` at 1/60 s, looking at every ``every``-th frame: the beats in which
    the tray named itself while nobody could set a die aside."""
    wrong = []
    for k in range(round(seconds / FRAME)):
        if k % every:
            app.step(FRAME)
            continue
        frame = recorded_step(app, FRAME)
        if _named(frame) and not _choosing(table):
            wrong.append(f"{k}: computer={table.flow.computer_turn} stage={table.on_stage} "
                         f"flight={table.flow.flight is not None} card="
                         f"{table.flow.handoff.holds} air={table.flow.in_the_air}")
    return wrong


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_no_tray_name_under_the_coins_the_card_nor_through_the_computers_turn(tmp_path, size):
    """Ana banks 100 (coins fly), the turn passes to the computer, which plays it out: no
    frame names the tray."""
    app = make_app(tmp_path, size=size)
    try:
        table = bank_a_one(app, (1, 2, 3, 4, 6, 6) + (1, 5, 3, 3, 4, 2) * 3, computer=True)
        wrong = _watch(app, table, 9.0)
        assert not wrong, wrong[:6]
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768)])
def test_no_tray_name_round_a_banks_plate_nor_under_the_next_card(tmp_path, size):
    """1 100 banked: its plate comes, stands and leaves, the card names the next player:
    no frame names the tray."""
    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, 2, *((1, 1, 1, 5, 5, 2) * 10))
        table.press_roll()
        play(app)
        for i in range(5):
            table.press_die(i)
        play(app, 5)
        table.press_bank()
        wrong = _watch(app, table, 4.0, every=2)
        assert not wrong, wrong[:6]
    finally:
        app.close()


def test_the_tray_names_itself_when_the_person_may_choose(tmp_path):
    """The person's throw landed, nothing chosen: the tray says "Pune deoparte aici"."""
    app = make_app(tmp_path, size=(1366, 768))
    try:
        table = table_with(app, 2, 1, 2, 3, 4, 6, 6)
        table.press_roll()
        play(app, 30)
        assert _choosing(table)
        assert _named(recorded_step(app, FRAME))
    finally:
        app.close()
