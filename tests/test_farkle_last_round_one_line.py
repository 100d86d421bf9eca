"""The last round says itself in one line (hF22): the gold ribbon reads "Ultima tură! · mai
joacă 3", no plate under it stacking up under the prompt and "La rând"; and the next action
is lit under it: "Aruncă" the red primary (a press ends the ribbon and throws), never
"Anulează" as the only lit button."""

from __future__ import annotations

import pytest

from game import theme
from tests.test_farkle_flow import DT, Table
from tests.uihelpers import click_at, make_app, recorded_frame
from tools import screens_farkle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _ribbon_up(table: Table) -> bool:
    said = table.flow.big_announcement()
    return said is not None and said.key == "farkle.last_round"


@pytest.mark.parametrize(("size", "build"), [((1920, 1080), "_last_round"),
                                             ((1024, 600), "_last_round_six")])
def test_the_ribbon_says_the_last_round_and_who_is_left_in_one_line(tmp_path, size, build):
    app = make_app(tmp_path, size=size)
    try:
        getattr(screens_farkle, build)(app)
        table = app.manager.top
        assert _ribbon_up(table)
        pending = len(table.game.last_round_pending)
        frame = recorded_frame(table, size)
        words = [t for t in frame.texts if t.role == "announcement"]
        assert [t.text for t in words] == ["Ultima tură!", f"· mai joacă {pending}"]
        title, rest = words[0].rect, words[1].rect
        assert abs(title.centery - rest.centery) <= table.px(6)  # one line
        assert rest.left >= title.right  # after the title, never on it
        ribbon = [p.rect for p in frame.panels if p.role == "announcement"]
        assert len(ribbon) == 1 and ribbon[0].contains(title) and ribbon[0].contains(rest)
        # the ribbon alone: no plate under it (at most the band and its shadow)
        assert ribbon[0].h <= table.font_px(theme.FONT_TITLE) + table.px(44), ribbon[0]
    finally:
        app.close()


def test_under_the_ribbon_the_buttons_are_held_and_a_click_ends_it(tmp_path):
    # hB31 reverses hF22's "Aruncă lit under the ribbon, a click on it throws" (critic
    # round 31 §5: the table read live under "Ultima tură!"): held, a click ends the ribbon
    app = make_app(tmp_path, size=(1024, 600))
    try:
        screens_farkle._last_round(app)
        table = app.manager.top
        assert _ribbon_up(table)
        table._refresh_buttons()
        assert not table.roll_button.enabled
        click_at(app, table.roll_button.rect.center)  # a click ends the ribbon, no more
        assert not _ribbon_up(table)
        assert table.game.roll_dice is None and not table.tray.is_animating
        table._refresh_buttons()
        assert table.roll_button.enabled and table.roll_button.style == "primary"
    finally:
        app.close()


def test_a_press_of_aruncă_under_the_ribbon_ends_it_then_the_next_throws():
    # (hB31: was "ends it and throws", hF22; the press only ends the ribbon now)
    table = Table((1, 1, 1, 5, 2, 3, 2, 3, 4, 4, 6, 6), totals=(9_400, 2_000))
    table.throw_and_keep(*range(4))
    table.flow.press_bank()  # Ana reaches 10 450: the last round
    for _ in range(round(4 / DT)):
        table.run(DT)
        if _ribbon_up(table):
            break
    assert _ribbon_up(table)
    thrown = len(table.dice.thrown)
    table.flow.press_roll()
    assert not _ribbon_up(table)
    assert len(table.dice.thrown) == thrown
    table.flow.press_roll()
    assert len(table.dice.thrown) == thrown + 1  # Ion throws
