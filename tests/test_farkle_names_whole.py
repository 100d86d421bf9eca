"""Every player's name reads whole on the 10 000 players panel, with seven seats at every size
(round 31, critic "10 000 table" §3: at 1024×600 "Ștef…" and "Wolfgang…" were cut for the
"obiectiv atins" and "urmează" pills on their line). Where a list's rows are too tight for the
pills beside the names, the status is a small mark in the row's marker column (a hollow
arrow: next; a gold tick: the target reached), and the names keep their room; where the pills
are words, they are at least 16 px of em at 1920×1080."""

from __future__ import annotations

import pytest

from game.widgets.farkle_panels import player_band
from tests.uihelpers import make_app, recorded_frame
from tools import screens_farkle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_seven_names_read_whole_with_their_status(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        screens_farkle._last_round_six(app)  # Ștefan reached the target; Wolfgang is next
        table = app.manager.top
        count = len(table.game.players)
        frame = recorded_frame(table, size)
        inside = [t for t in frame.texts if table.players_rect.contains(t.rect)]
        shown = [t.text for t in inside]
        names = [table.flow.player_label(i) for i in range(count)]
        assert all(name in shown for name in names), shown
        assert not any(t.endswith("…") for t in shown), shown
        words = [t for t in inside if t.text in (app.tr("farkle.reached"), app.tr("farkle.next"))]
        marks = [p for p in frame.panels if p.role == "tag_icon"]
        bands = [player_band(table.players_rect, table.scale, i, count) for i in range(count)]
        if words:  # the pills, in words: readable
            assert len(words) == 2 and all(t.size >= 16 * size[0] / 1920 for t in words)
        else:  # the marks, one in each row with a status, inside the panel
            assert len(marks) == 2, marks
            rows = sorted(max(i for i, b in enumerate(bands) if b.top <= m.rect.centery)
                          for m in marks)
            assert rows == [0, 2], rows
            for mark in marks:
                assert table.players_rect.contains(mark.rect)
                assert not any(mark.rect.colliderect(t.rect) for t in inside), mark
        if size == (1920, 1080):
            assert words, "at full size the status is said in words"
    finally:
        app.close()
