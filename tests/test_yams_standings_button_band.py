"""No bare band in the Yams table's column between the standings and the buttons (critic
C61: over a tenth of the window's height at the one-player table): whatever the number of
players, the buttons stand the refusal's lane and its air under the panel, the same gap at
every count, at three sizes; the room a short panel leaves goes under "Anulează", where no
band grows past ~12 % of the height either."""

from __future__ import annotations

import pytest

from game.widgets import layout_record
from tests.uihelpers import make_app
from tools.screens_yams import table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

NAMES = ["Ana", "Ion", "Maria", "Dan", "Elena", "Radu"]
SEATS = [(1, False), (2, True), (4, True), (6, True)]


def _bands(tmp_path, size, seats, computer):
    app = make_app(tmp_path / f"{size[0]}-{seats}", size=size)
    try:
        scene = table(app, NAMES[:seats - computer], [2, 2, 2, 5, 6], computer=computer)
        app.step(0.1)
        layout_record.start(size)
        try:
            layout_record.begin(size)
            app.step(1 / 60)
            frame = layout_record.frame()
        finally:
            layout_record.stop()
        panel = max(p.rect.bottom for p in frame.panels if p.role == "standings")
        buttons = min(b.rect.top for b in (scene.roll_button, scene.validate_button,
                                           scene.hint_button))
        undo = scene.undo_button.rect.bottom
        keys = min(t.rect.top for t in frame.texts
                   if t.rect.top > undo and t.rect.right <= scene.sheet.rect.right)
        return buttons - panel, keys - undo
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_band_under_the_standings_is_the_refusals_lane_only(tmp_path, size):
    gaps = {}
    for seats, computer in SEATS:
        over, under = _bands(tmp_path, size, seats, computer)
        gaps[seats] = over
        assert over <= 0.085 * size[1], (seats, over)
        assert under <= 0.12 * size[1], (seats, under)
    assert max(gaps.values()) - min(gaps.values()) <= 2, gaps
