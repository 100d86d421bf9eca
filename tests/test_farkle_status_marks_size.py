"""The players panel's status marks (the goal's gold tick, the next player's arrow) read
beside their rows' names at 1024×600 (round 62, critic B61: ~10 px beside 17 px words): 14
px or more, in the row and on the legend line."""

from __future__ import annotations

import pytest

from tests.uihelpers import make_app, recorded_frame
from tools import screens_farkle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_status_marks_are_14_px_or_more_at_1024(tmp_path):
    size = (1024, 600)
    app = make_app(tmp_path, size=size)
    try:
        screens_farkle._last_round_six(app)  # Ștefan reached the target; Wolfgang is next
        table = app.manager.top
        frame = recorded_frame(table, size)
        marks = [p.rect for p in frame.panels if p.role == "tag_icon"
                 and table.players_rect.contains(p.rect)]
        assert marks
        assert min(m.h for m in marks) >= 14, marks
        assert all(table.players_rect.contains(m) for m in marks)
    finally:
        app.close()
