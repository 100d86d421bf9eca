"""The last round's ribbon is a short interruption (hF14 §3), skippable; since hF25 it stays
about 2 s (critic: 1.1 s was gone before it was read), the buttons and clocks waiting. Since
hF22 "Aruncă" was lit under it as the next action, a press ending it and acting; hB31
reverses that (critic round 31 §5: under the ribbon the table was live, "Aruncă" lit red
beside "Ultima tură!"): the table is dimmed under the ribbon and its buttons are held; a press
only ends the ribbon (the table then lights, "Aruncă" the next action)."""

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


def test_a_press_under_the_ribbon_only_ends_it():
    # (hB31: was "ends it and acts", hF22; the buttons are held under the ribbon now)
    table = Table((1, 1, 1, 5, 2, 3, 2, 3, 4, 4, 6, 6), totals=(9_400, 2_000))
    _to_the_ribbon(table)
    thrown = len(table.dice.thrown)
    table.flow.press_roll()
    assert not _ribbon_up(table) and not table.flow.ribbon_up
    assert len(table.dice.thrown) == thrown  # the press ended the ribbon, no more
    table.flow.press_roll()
    assert len(table.dice.thrown) == thrown + 1  # the next one throws


def test_the_table_is_dimmed_and_its_buttons_held_under_the_ribbon(tmp_path):
    # (hB31: was "Aruncă is lit under the ribbon", hF22)
    from game.widgets.felt import felt_area
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
        seen, under, after = 0, [], []
        corner = felt_area(app.size).topleft  # a patch of bare felt, far from the ribbon
        spot = (corner[0] + 40, corner[1] + app.size[1] // 2)
        for _ in range(200):
            app.step(0.05)
            said = table.flow.big_announcement()
            if app.manager.top is not table:  # (the bank's stage)
                continue
            if said is not None and said.key == "farkle.last_round":
                seen += 1
                buttons = (table.roll_button, table.bank_button, table.hint_button)
                assert not any(b.enabled for b in buttons)  # held, none lit red
                if table.flow.voice.announcement.age > 0.3:  # (its fade in done)
                    under.append(sum(app.screen.get_at(spot)[:3]))
            elif seen:
                after.append(sum(app.screen.get_at(spot)[:3]))
        assert seen and under and after
        held = sorted(under)[len(under) // 2]  # (its fade out aside)
        assert held < 0.8 * min(after[5:]), (under, after)  # the table dimmed under it
        assert table.roll_button.enabled and table.roll_button.style == "primary"
    finally:
        app.close()


def test_undo_is_held_with_the_table_under_the_ribbon(tmp_path):
    # hB40 (critic B32: "Undo bright under the last-round veil"): "Anulează încasarea" is
    # held and greyed under the ribbon like every other control, lit again once it has gone
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
        seen = after = 0
        for _ in range(200):
            app.step(0.05)
            if app.manager.top is not table:  # (the goal's banner)
                continue
            if table.flow.ribbon_up:
                seen += 1
                assert table.can_undo and not table.undo_button.enabled
            elif seen:
                after += 1
                assert table.undo_button.enabled  # the bank can still be taken back
                break
        assert seen and after
    finally:
        app.close()
