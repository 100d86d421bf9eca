"""The end of a game does not empty the table at once (critic C32, the end's frames): the
moment the last box is written, the last sheet keeps its column on turn lit and the tray its
kept row's slots and its dice, as they were, until the win's stage or the results cover
them (only the turn's buttons go: nothing live before the results,
tests/test_yams_end_sequence.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.rules.yams import Box
from tools.end_frames import FRAME, _yams_table
from tools.render_screens import make_app
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # (suite time, r72)


@pytest.mark.parametrize("case", ["yams_person", "yams_alone"])
def test_the_last_sheet_and_dice_stay_until_the_end_covers_them(tmp_path: Path, case):
    app = make_app((1366, 768), tmp_path)
    try:
        app.step(0.0)
        table = _yams_table(app, case)
        # (frames stepped unseen: what is read is the table's state and its layout, which a
        # resize lays out, not a draw; the same values frame for frame drawn or not: hT1)
        with unseen_frames(app):
            for _ in range(10):
                app.step(FRAME)
            table.roll()
            while not table.outcome_visible():
                app.step(FRAME)
            app.step(FRAME)
        scorer = table.game.current
        table.pick_cell(scorer, 1 + Box.CHANCE.value)
        app.step(FRAME)
        before_slots = table.kept_row_slots()
        assert table.sheet_view().current == scorer and len(before_slots) == 5
        table.validate()
        seen = 0
        with unseen_frames(app, last_drawn=False):
            for _ in range(240):
                app.step(FRAME)
                if (table.on_stage is not None or table._results_pushed
                        or app.manager.top is not table):
                    break  # covered: the stage or the results
                seen += 1
                assert table.game.finished
                assert table.sheet_view().current == scorer  # its column still lit
                assert table.kept_row_slots() == before_slots  # the tray as it was
                assert len(table.dice_in_play_rects()) == 5 or table.game.dice is None
        assert seen  # (a beat of the finished table before the end covers it)
    finally:
        app.close()
