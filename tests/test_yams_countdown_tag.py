"""The Y10 countdown's seconds are said once, in the badge on the box it will fill, its ring
draining (no frame on the box's outline since hY33, critic C30 §2:
tests/test_yams_countdown_ring_beside.py); the headline over the table says what happens
("Se înscrie automat la Doi"), without them (critic round 68: the number in two places at
once); no bar on "Validează tura"."""

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
            line = scene.flow.countdown_line()  # "Se înscrie automat la …"
            assert said.count(line) == 1, said  # the headline, once
            # (round 73, hY94, critics L72 #8, H72 #10: the line said "în 3 s" with the
            # ring's digit; amended round 75, hC77, critic cA75: said twice: the ring alone)
            assert str(seconds) not in line and not line.endswith(" s"), line
            assert said.count(str(seconds)) <= 1, said
            assert [t for t in frame.shown_texts()
                    if t.role == "countdown" and t.text == scene.flow.countdown_count()
                    and scene.countdown_ring_rect().collidepoint(t.rect.center)
                    and not cell.collidepoint(t.rect.center)], said  # (in its ring: S45)
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
    # rewritten by hY33 (critic C30 §2), then by hY60 (critics C50/C51): the one ring stands
    # on the box in its own row (centred on it, larger than it), in the column on turn;
    # (amended round 78, hY110, ruling S45: the ring off the sheet, in the prompt pill):
    # one ring, off its box's row (critic cA77 #5: it halved the box)
    from tests.test_yams_countdown_off_the_sheet import assert_in_its_pill
    app = make_app(tmp_path, size=size)
    try:
        scene = _counting(app)
        cell = scene.sheet.cell_rect(scene.game.current, scene.flow.marked_box)
        ring = assert_in_its_pill(scene)
        assert not ring.colliderect(cell)  # the box whole
    finally:
        app.close()


# (test_the_red_validate_button_carries_no_second_clock removed: since hY30 the button
# fills as the countdown's timer, the round-28 critic's ask, pinned by
# tests/test_yams_countdown_timer.py; round 11 had removed a drain bar that said the seconds a
# third time, the line now says what happens at 0 and the button only how long is left)
