"""The Tura panel's "Zaruri de aruncat" tells the truth (critic B61, round 62): under hot
dice all six come back ("6", F8; round 69: with their risk, "2,3 %", never "—"), and a bust
never says "0" (its dice are gone; the next throw is the next player's): the number is the
flow's (:meth:`dice_to_roll_shown`), the view only writes it."""

from __future__ import annotations

import pytest

from tests.uihelpers import make_app, recorded_frame
from tools.screens_farkle import _bust, _hot_dice

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZE = (1366, 768)


def _dice_value(frame, table, label_text="Zaruri de aruncat"):
    label = next(m for m in frame.texts if m.text == label_text
                 and table.turn_rect.contains(m.rect))
    return next(m.text for m in frame.texts if table.turn_rect.contains(m.rect)
                and m is not label and abs(m.rect.centery - label.rect.centery) <= 8)


def test_under_hot_dice_all_six_come_back(tmp_path):
    app = make_app(tmp_path, size=SIZE)
    try:
        _hot_dice(app)
        table = app.manager.top
        assert table.flow.hot_dice_coming
        assert table.flow.dice_to_roll_shown() == 6
        frame = recorded_frame(table, SIZE)
        assert _dice_value(frame, table) == "6"
        # and their risk beside them (round 69: "Risc —" beside the "6" read dead and
        # jumped to 2,3 % as the stage left)
        assert _dice_value(frame, table, "Risc").replace("\u00a0", " ") == "2,3 %"
    finally:
        app.close()


def test_a_bust_never_says_zero_dice(tmp_path):
    app = make_app(tmp_path, size=SIZE)
    try:
        _bust(app)
        table = app.manager.top
        assert table.flow.bust_shown
        assert table.flow.dice_to_roll_shown() != 0
        assert _dice_value(recorded_frame(table, SIZE), table) != "0"
    finally:
        app.close()
