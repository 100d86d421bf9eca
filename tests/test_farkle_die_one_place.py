"""A die is in one place in every frame of the 10 000 table: a die of the scoring selection
(on the mat) is never drawn in the dice row, over the computer's turn (its
die leaves the row in the frame it is chosen, as a click's does) and after an undo (the
selection is back on the mat, not in the row)."""

from __future__ import annotations

import pytest

from tests.uihelpers import drawing_one_frame_in, make_app
from tools.screens_farkle import play, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _twice(table) -> list[int]:
    """The dice drawn in the row while they are the scoring selection on the mat."""
    game = table.game
    if game.selection_points is None or game.roll_dice is None or table.flow.frozen:
        return []
    found = []
    for i in table.game.selected:
        if i < table.tray.count:
            y = table.tray.position(i)[1]
            if abs(y - table.row_y) < table.die_side / 2:
                found.append(i)
    return found


def test_a_die_set_aside_is_never_also_in_the_row(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        table = table_with(app, 1, 1, 5, 3, 4, 6, 6, 5, 5, 5, 1, 2, 3)
        table.press_roll()
        play(app)
        table.press_die(0)
        table.press_die(1)
        table.press_bank()
        # every frame's update runs, undrawn: where a die is, is the tray's state after
        # the update (FarkleTableScene.update), read at each frame (the suite's time, r72)
        with drawing_one_frame_in(app, 0):
            for _ in range(10):
                app.step(1 / 30)
            table.flow.undo()  # the bank taken back: the 1 and the 5 on the mat again
            for frame in range(20):
                app.step(1 / 30)
                assert _twice(table) == [], ("after the undo", frame)
            table.press_bank()
            chosen = 0
            for frame in range(400):  # the computer's turn, frame by frame
                app.step(1 / 30)
                assert _twice(table) == [], ("the computer's turn", frame)
                if table.flow.computer_turn:
                    chosen = max(chosen, len(table.game.selected))
                elif chosen:
                    break
        assert chosen >= 1  # the computer did set dice aside
    finally:
        app.close()
