"""The 10 000 bank button says how much it banks: "Încasează 600" (the points set aside and
the selection), the number the Romanian way; plain "Încasează" when nothing is bankable; the
label fits its button at 1024×600. "Total până acum" stays the points set aside."""

from __future__ import annotations

import pytest

from tests.test_farkle_flow import Table
from tests.uihelpers import make_app, recorded_frame
from tools.screens_farkle import play, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_bank_label_names_the_points_it_would_bank():
    table = Table((1, 5, 5, 5, 3, 4) + (2, 3, 4, 6, 6, 2))
    flow = table.flow
    assert flow.bank_label(False) == "Încasează"  # nothing bankable yet
    table.throw_and_keep(0, 1, 2, 3)  # a 1 and three 5s: 600, selected, not set aside
    assert table.game.turn_points == 0 and table.game.can_bank
    assert flow.bank_label(True) == "Încasează 600"
    table.game.turn_points = 9_400  # a long turn: the number the Romanian way
    assert flow.bank_label(True) == "Încasează 10 000"
    assert flow.bank_label(False) == "Încasează"  # not bankable now: the plain word


def test_the_bank_button_shows_the_amount_and_it_fits_at_1024x600(tmp_path):
    size = (1024, 600)
    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, 2, 1, 5, 5, 5, 3, 4)
        assert table.bank_button.text == "Încasează"
        table.press_roll()
        play(app)
        for i in (0, 1, 2, 3):
            table.press_die(i)
        table.game.turn_points = 9_400  # the widest label a turn can bank
        app.step(0.05)
        assert table.bank_button.enabled and table.bank_button.text == "Încasează 10 000"
        marks = [t for t in recorded_frame(table, size).texts if t.text == "Încasează 10 000"]
        assert marks and table.bank_button.rect.contains(marks[0].rect), marks
        margin = table.bank_button.rect.width - marks[0].rect.width
        assert margin >= table.px(24), margin  # room either side, not touching the rim
    finally:
        app.close()
