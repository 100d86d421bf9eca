"""The Y10 countdown's seconds are said once, in the headline over the table ("Se înscrie la
Doi în 3 s"); beside the box it will fill one ring drains (no frame on the box's outline
since hY33, critic C30 §2: tests/test_yams_countdown_ring_beside.py); no bar on "Validează
tura"."""

from __future__ import annotations

import pytest

from tests.uihelpers import make_app, screen_frame
from tools.screens_yams import roll, table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_headline_counts_the_countdowns_seconds_once(tmp_path):
    # round 13 said the seconds in the line, away from the box; round 21 in a ring on the
    # cell, a small badge (critic hY22 §2): now the headline over the table counts them
    # ("Înscriere automată la Doi · 3", "· 2", "· 1 s"), once; the ring on the box only drains
    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = table(app, ["Ana"], [2, 2, 3, 5, 6] * 3, computer=False)
        for _ in range(3):
            roll(app, scene)
        app.step(0.1)
        cell = scene.sheet.cell_rect(scene.game.current, scene.flow.marked_box)
        counted = []
        while scene.flow.countdown is not None and scene.flow.countdown > 0.05:
            seconds = scene.flow.countdown_seconds()
            frame = _frame(app)
            said = [t.text for t in frame.shown_texts()]
            line = scene.flow.countdown_line()  # "Se înscrie la … în 3 s"
            assert said.count(line) == 1, said  # the headline, once
            assert f"în {seconds} s" in line, line  # counting the seconds left (hY33)
            assert str(seconds) not in said, said  # no second digit (the ring drains)
            assert not [t for t in frame.shown_texts()
                        if cell.collidepoint(t.rect.center) and str(seconds) in t.text]
            if seconds not in counted:
                counted.append(seconds)
            app.step(0.05)
        assert counted == [3, 2, 1], counted
    finally:
        app.close()


def _frame(app):
    return screen_frame(app)


# (test_the_frame_around_the_cell_drains_with_the_seconds removed by hY33: critic C30 §2
# reversed it, the frame draining on the box's outline read as a stray bar along its top edge
# beside the ring: one ring beside the box now, no frame, pinned by
# tests/test_yams_countdown_ring_beside.py)


def _counting(app):
    """Ana alone (her column reaches the sheet's frame) after her third throw: counting."""
    scene = table(app, ["Ana"], [2, 2, 3, 5, 6] * 3, computer=False)
    for _ in range(3):
        roll(app, scene)
    app.step(0.1)
    assert scene.flow.countdown is not None
    return scene


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_countdown_stays_in_its_row_at_every_size(tmp_path, size):
    # rewritten by hY33 (critic C30 §2): the frame that stayed inside the box is gone; the
    # one ring stays in the box's own row, inside the sheet's frame, never over the box
    app = make_app(tmp_path, size=size)
    try:
        scene = _counting(app)
        cell = scene.sheet.cell_rect(scene.game.current, scene.flow.marked_box)
        ring = scene.countdown_ring_rect()
        assert ring is not None and scene.sheet.rect.contains(ring)
        assert cell.top <= ring.top and ring.bottom <= cell.bottom  # its own row
        assert ring.right <= cell.left  # beside the box, never on it
    finally:
        app.close()


# (test_the_red_validate_button_carries_no_second_clock removed: since hY30 the button
# fills as the countdown's timer, the round-28 critic's ask, pinned by
# tests/test_yams_countdown_timer.py; round 11 had removed a drain bar that said the seconds a
# third time, the line now says what happens at 0 and the button only how long is left)
