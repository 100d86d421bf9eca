"""The last round's ribbon is a short interruption (hF14 §3), skippable; since hF25 it stays
about 2 s (critic: 1.1 s was gone before it was read), the buttons and clocks waiting. Since
hF22 "Aruncă" is lit under it as the next action: a press ends it and acts (the old "a press
only ends it, no button lit" overturned on purpose: "Anulează" read as the next action)."""

from __future__ import annotations

from tests.test_farkle_flow import DT, Table


def _ribbon_up(table: Table) -> bool:
    said = table.flow.big_announcement()
    return said is not None and said.key == "farkle.last_round"


def _to_the_ribbon(table: Table) -> None:
    table.throw_and_keep(*range(4))
    table.flow.press_bank()  # Ana reaches 10 450
    for _ in range(round(4 / DT)):
        table.run(DT)
        if _ribbon_up(table):
            return
    raise AssertionError("no last round ribbon")


def test_the_last_round_ribbon_is_short_and_the_buttons_wait_under_it():
    table = Table((1, 1, 1, 5, 2, 3, 2, 3, 4, 4, 6, 6), totals=(9_400, 2_000))
    _to_the_ribbon(table)
    shown = 0.0
    while _ribbon_up(table):
        assert table.flow.ribbon_up  # what the scene's buttons wait for
        table.run(DT)
        shown += DT
    assert 1.6 < shown <= 2.2, shown  # read, then gone (hF25: ~2 s)


def test_a_press_under_the_ribbon_ends_it_and_acts():
    table = Table((1, 1, 1, 5, 2, 3, 2, 3, 4, 4, 6, 6), totals=(9_400, 2_000))
    _to_the_ribbon(table)
    thrown = len(table.dice.thrown)
    table.flow.press_roll()
    assert not _ribbon_up(table) and not table.flow.ribbon_up
    assert len(table.dice.thrown) == thrown + 1  # the press threw


def test_aruncă_is_lit_under_the_ribbon_on_the_table(tmp_path):
    from tests.uihelpers import make_app
    from tools.screens_farkle import table_with

    app = make_app(tmp_path, size=(1024, 600))
    try:
        table = table_with(app, 2, 1, 1, 1, 5, 2, 3)
        table.game.totals[:] = [9_400, 6_150, 7_250]
        table.press_roll()
        for _ in range(16):
            app.step(0.1)
        for i in range(4):
            table.press_die(i)
        table.press_bank()
        seen = 0
        for _ in range(200):
            app.step(0.05)
            said = table.flow.big_announcement()
            if (said is not None and said.key == "farkle.last_round"
                    and app.manager.top is table):  # (the bank's stage has left)
                seen += 1
                assert table.roll_button.enabled and table.roll_button.style == "primary"
                assert not table.bank_button.enabled  # nothing to bank yet
        assert seen
    finally:
        app.close()
