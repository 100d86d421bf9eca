"""With seven seats at 1024×600 the 10 000 players' statuses ("obiectiv atins", "urmează") are
marks in their rows' marker column (round 31; before, pills on the names' line cut "Ștef…"),
clear of the totals' and names' letters and of the next player's row; every name whole."""

from __future__ import annotations

import pytest

from game.widgets.farkle_panels import player_band
from tests.layout_check import _ink
from tests.uihelpers import make_app, recorded_frame
from tools import screens_farkle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_tags_beside_long_names_touch_nothing_at_1024x600(tmp_path):
    size = (1024, 600)
    app = make_app(tmp_path, size=size)
    try:
        screens_farkle._last_round_six(app)  # Ștefan reached the target; Ana-Maria plays
        table = app.manager.top
        count = len(table.game.players)
        frame = recorded_frame(table, size)
        inside = [t for t in frame.texts if table.players_rect.contains(t.rect)]
        names = [table.flow.player_label(i) for i in range(count)]
        shown = [t.text for t in inside]
        # round 31: every name whole, the statuses marks in the rows' marker column (the
        # pills on the names' line cut "Ștef…", "Wolfgang…": critic "10 000 table" §3)
        assert all(name in shown for name in names), shown
        words = (app.tr("farkle.reached"), app.tr("farkle.next"))
        bands = [player_band(table.players_rect, table.scale, i, count) for i in range(count)]
        # hF61: the marks' words stand on the legend line under the rows (its own test:
        # test_farkle_players_many.py); in the rows, only the marks
        inside = [t for t in inside if t.rect.top < bands[-1].bottom]
        boxes = [_ink(t.rect) for t in inside if t.text in words]
        boxes += [p.rect for p in frame.panels if p.role in ("tag", "tag_icon")
                  and p.rect.top < bands[-1].bottom]
        assert not [t for t in inside if t.text in words] and len(boxes) == 2
        for box in boxes:
            row = max(i for i, band in enumerate(bands) if band.top <= box.top)  # its own
            room = box.inflate(2, 2)  # a pixel of felt all round: nothing touches
            for other in inside:
                if other.text in words:
                    continue  # the pill's own words
                named = other.text in names or other.text.endswith("…")
                if named or other.text.replace(" ", "").isdigit():
                    assert not room.colliderect(_ink(other.rect)), (box, other.text)
            for later in bands[row + 1:]:
                assert not box.colliderect(later), (box, later)
    finally:
        app.close()
