"""A rare throw's gathered dice are named once, as its picture is built (``picture.picked``:
the roll's indices, in the order of ``picture.dice``), and the hand-back sends each home to
that very die's place on the mat (review round 67: the order was worked out again in the
hand-back, which fell silent when the two disagreed)."""

from __future__ import annotations

import pytest

from game.rules.farkle import rare_indices
from tests.uihelpers import FRAME, make_app
from tools.screens_farkle import table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_gathered_dice_are_named_once_and_fly_home_to_their_own_places(tmp_path):
    dice = (4, 2, 6, 1, 3, 5)
    app = make_app(tmp_path, size=(1024, 600))
    try:
        table = table_with(app, 2, *dice)
        table.press_roll()
        named = None
        for _ in range(1200):
            app.step(FRAME)
            top = app.manager.top
            picture = getattr(top, "picture", None)
            if top is table or picture is None or not picture.gather:
                continue
            if named is None:  # as the stage begins: its dice by where they landed
                named = list(picture.picked)
                assert sorted(named) == sorted(rare_indices(dice))
                lay = [table.tray.rest_positions[i][0] for i in named]
                assert lay == sorted(lay)
            if set(table.game.selected) == set(named):  # handed back: each die's own place
                homes = [r.center for r in picture.dice]
                tray = table.tray
                assert homes == [(round(tray.position(i)[0]), round(tray.position(i)[1]))
                                 for i in picture.picked]
                return
        pytest.fail("no Chintă's stage handed its dice back")
    finally:
        app.close()
