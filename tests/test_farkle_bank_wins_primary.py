"""When banking reaches the goal, "Încasează" is the next sensible action: it is the primary
(red) button and "Aruncă" steps back; when the bank wins the game outright it says so
("Încasează și câștigă"). Below the goal "Aruncă" stays the primary one."""

from __future__ import annotations

import pytest

from tests.test_farkle_flow import Table
from tests.uihelpers import make_app
from tools import screens_farkle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

RO = Table((1,)).app.tr


def test_the_bank_is_the_next_action_once_it_reaches_the_goal():
    table = Table((1, 1, 1, 5, 2, 3), totals=(9_500, 0))
    table.throw_and_keep(0)  # 9 600: short of the goal
    assert not table.flow.bank_is_next()
    table.flow.press_die(1)
    table.flow.press_die(2)  # three 1s: 10 500
    assert table.flow.bank_is_next() and not table.flow.bank_wins()  # Ion still plays
    assert table.flow.bank_label(True) == RO("farkle.bank")  # (S108: no figure)


def test_the_last_players_winning_bank_says_it_wins():
    table = Table((1, 1, 1, 5, 2, 3), totals=(9_500, 10_100))
    table.game.last_round_by, table.game.last_round_pending = 1, [0]
    table.throw_and_keep(0, 1)  # 9 700: short of Ion's 10 100
    assert not table.flow.bank_is_next()
    table.flow.press_die(2)  # 10 500: past Ion, the last to play
    assert table.flow.bank_is_next() and table.flow.bank_wins()
    assert table.flow.bank_label(True) == RO("farkle.bank_wins")


def test_the_table_lights_the_bank_as_its_primary_button(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        table = screens_farkle.table_with(app, 2, 1, 1, 1, 5, 2, 3)
        table.game.totals[0] = 9_500
        table.press_roll()
        screens_farkle.play(app)
        table.press_die(0)
        app.step(0.1)
        assert table.roll_button.style == "primary" and table.bank_button.style != "primary"
        table.press_die(1)
        table.press_die(2)
        app.step(0.1)
        assert table.bank_button.style == "primary" and table.roll_button.style != "primary"
    finally:
        app.close()
