"""The last round after the goal: no interruption of its own (hL50). Its ribbon was a short
interruption (hF14 §3), ~2 s (hF25), the table dimmed and its buttons held under it (hB31,
critic round 31 §5), Undo held too (hB40). Critic B41 read "Obiectiv atins!" and then
"Ultima tură!" as one thing said twice back to back: the goal's banner now says the last
round on its line, and after it only the quiet strip stays. These tests, rewritten from the
ribbon's, pin that nothing holds the table after the goal's banner: the next player's first
press throws, the table is lit, and the bank can be taken back at once."""

from __future__ import annotations

import pytest

from tests.test_farkle_flow import DT, Table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # (suite time, r72)


def _ribbon_up(table: Table) -> bool:
    # (round 50: the voice's announcement, not big_announcement(): "farkle.last_round" left
    # BIG_ANNOUNCEMENTS with the ribbon's code, so a ribbon said again would be missed there)
    said = table.flow.voice.announcement
    return said is not None and said.key == "farkle.last_round"


def _goal_to_next_turn(table: Table) -> list[str]:
    """Ana banks to 10 450; play until Ion's turn shows; the moments staged on the way."""
    table.throw_and_keep(*range(4))
    table.flow.press_bank()  # Ana reaches 10 450
    staged = []
    for _ in range(round(8 / DT)):
        table.run(DT)
        assert not _ribbon_up(table)  # never a ribbon
        kind = table.flow.moment.kind
        if kind is not None and (not staged or staged[-1] != kind):
            staged.append(kind)
        if (table.flow.frozen is None and not table.flow.busy
                and table.flow.shown_player == 1 and not table.flow.moment.busy):
            return staged
    raise AssertionError("Ion's turn never showed")


def test_no_ribbon_follows_the_goal_its_banner_said_the_last_round():
    # (was: "the ribbon is short and the buttons wait under it", hF25/hB31)
    table = Table((1, 1, 1, 5, 2, 3, 2, 3, 4, 4, 6, 6), totals=(9_400, 2_000))
    staged = _goal_to_next_turn(table)
    assert "goal" in staged and "last_round" not in staged, staged
    assert table.flow.last_round_strip() is not None  # the quiet strip stays


def test_the_next_players_first_press_throws():
    # (was: "a press under the ribbon only ends it", hB31: there is no ribbon to end)
    table = Table((1, 1, 1, 5, 2, 3, 2, 3, 4, 4, 6, 6), totals=(9_400, 2_000))
    _goal_to_next_turn(table)
    thrown = len(table.dice.thrown)
    table.flow.press_roll()
    assert len(table.dice.thrown) == thrown + 1  # Ion throws at once


def _goal_on_the_table(app, table) -> tuple[int, int]:
    """Play the goal bank on a scene until the turn has passed; frames under the banner and
    after it, with the buttons checked after it."""
    table.game.totals[:] = [9_400, 6_150, 7_250]
    table.press_roll()
    for _ in range(16):
        app.step(0.1)
    for i in range(4):
        table.press_die(i)
    table.press_bank()
    under = after = 0
    for _ in range(200):
        app.step(0.05)
        if app.manager.top is not table:  # (the goal's banner)
            under += 1
            continue
        if (under and table.flow.shown_player == 1 and table.flow.frozen is None
                and not table.flow.handoff.holds):  # (the card gone: since ruling S79 1.
            # the panels show Ion from its entrance, the buttons lit as it goes)
            after += 1
            if after > 3:
                break
    return under, after


def test_the_table_is_lit_once_the_goals_banner_has_gone(tmp_path):
    # (was: "the table is dimmed and its buttons held under the ribbon", hB31)
    from tests.uihelpers import make_app
    from tools.screens_farkle import table_with

    app = make_app(tmp_path, size=(1024, 600))
    try:
        table = table_with(app, 2, 1, 1, 1, 5, 2, 3)
        under, after = _goal_on_the_table(app, table)
        assert under and after
        assert table.roll_button.enabled and table.roll_button.style == "primary"
    finally:
        app.close()


def test_undo_is_lit_once_the_goals_banner_has_gone(tmp_path):
    # (was hB40's "Undo held with the table under the ribbon", critic B32: no ribbon now;
    # it stays held under the goal's banner, the stage, and is lit, quiet, after it)
    from tests.uihelpers import make_app
    from tools.screens_farkle import table_with

    app = make_app(tmp_path, size=(1366, 768))
    try:
        table = table_with(app, 2, 1, 1, 1, 5, 2, 3)
        table.game.totals[:] = [9_400, 6_150, 7_250]
        table.press_roll()
        for _ in range(16):
            app.step(0.1)
        for i in range(4):
            table.press_die(i)
        table.press_bank()
        under = carded = 0
        for _ in range(200):
            app.step(0.05)
            if app.manager.top is not table or table.on_stage is not None:
                under += 1  # (the goal's banner: held)
                assert not table.undo_button.enabled
            elif under and table.flow.handoff.holds:  # the passing card: lit (S108 3.)
                carded += 1
                assert table.can_undo and table.undo_button.enabled
            elif carded:
                break
        assert under and carded
        assert not table.undo_button.visible  # the next turn at rest: no longer offered
    finally:
        app.close()
