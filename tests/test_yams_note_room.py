"""The sacrifice's and the Joker's note has its place: the message lane between the turn line
and the kept row, as every caption (round 24 laid it over the empty kept row, whose places
then vanished: critic hY25 §3), its meaning at nearly the headline's size, the kept row's
slots still drawn under it; while the countdown runs its line stays under the note, whole
(at 1024×600 the meaning then gives way)."""

from __future__ import annotations

import pytest

from game.widgets import layout_record
from tests.layout_check import check_app
from tests.uihelpers import make_app
from tools.screens_yams import _sacrifice_last_roll

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_sacrifice_note_takes_the_lane_at_a_readable_size(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        _sacrifice_last_roll(app)
        scene = app.manager.top
        assert not any(scene.game.held)
        layout_record.start(app.screen.get_size())
        try:
            assert check_app(app, "note") == []
            texts = layout_record.frame().texts
        finally:
            layout_record.stop()
        head = next(m for m in texts if m.text.startswith("Nicio căsuță deschisă"))
        means = next((m for m in texts if m.text == "Căsuța pe care o alegi primește 0 puncte"),
                     None)
        lane = scene.message_lane()
        count = next(m for m in texts if m.text == scene.flow.countdown_line())
        assert lane.contains(head.rect) and lane.contains(count.rect)
        assert head.rect.bottom <= count.rect.top  # the countdown's own line under the note
        if size == (1024, 600):  # no room for a third line: the headline says the news,
            return  # the countdown keeps its size (tests/test_yams_countdown_place.py)
        assert means is not None and lane.contains(means.rect)
        assert means.rect.h >= 0.8 * head.rect.h  # the meaning is read, not a footnote
        assert len(scene.kept_row_slots()) == 5  # the kept row stays, its slots drawn
    finally:
        app.close()
