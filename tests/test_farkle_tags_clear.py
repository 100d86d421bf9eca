"""With seven seats at 1024×600 the 10 000 players' tags ("obiectiv atins", "urmează") are
pills on their names' line, clear of the totals' and names' letters and of the next
player's row; a long name beside a tag yields them its room (cut with "…")."""

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
        assert all(name in shown or any(w.endswith("…") and name.startswith(w[:-1])
                                        for w in shown) for name in names)
        words = (app.tr("farkle.reached"), app.tr("farkle.next"))
        boxes = [_ink(t.rect) for t in inside if t.text in words]
        boxes += [p.rect for p in frame.panels if p.role == "tag"]  # a pill's rim
        assert len([t for t in inside if t.text in words]) == 2
        bands = [player_band(table.players_rect, table.scale, i, count) for i in range(count)]
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
