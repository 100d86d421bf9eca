"""A Yams stage's count, before it flies, stays clear of its lifted row (its label and its
box, lit beside the sheet) at every size: at rest by its box (since 75cbe02), or, when no
place by the box is free, moved off the row (stage_words.clear_of_rows). (It was the Penta's
"+50" until hY50, which took that figure away, critic C41: the upper bonus's "+35" holds the
promise now.)"""

from __future__ import annotations

import pytest

from game.flow.stage import StageClock
from tests.uihelpers import make_app, screen_frame
from tools.screens_stage import _upper, freeze

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _count_and_row(app):
    """The upper bonus's stage held just before its count flies: its counter's drawn rect and
    its lifted row (label and box)."""
    _upper(app)
    # (at rest: hY74 made the count fly at 36-54 % of the stage; at half its length, where
    # this read it before, the figure has landed and is no longer drawn)
    freeze(app, round((StageClock("upper_bonus").fly[0] - 0.05) * 100), "upper_bonus")
    picture = app.manager.top.picture
    assert picture.labels and picture.target is not None
    row = picture.labels[0].union(picture.target)
    texts = screen_frame(app).texts
    count = [t for t in texts if t.role == "stage" and t.text.startswith("+")]
    assert count, [t.text for t in texts]
    return count[0].rect, row


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_a_stage_count_keeps_off_its_lifted_row(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        count, row = _count_and_row(app)
        assert not count.colliderect(row), (count, row)
    finally:
        app.close()


def test_the_upper_bonus_count_waits_beside_its_row(tmp_path):
    # Rewritten in round 67: this asked the fallback (stage_words.clear_of_rows) to move the
    # "+35" off a row laid where it rested by its box. hY74 (critic C66: "+35" off-centre,
    # touching its box) made it stand on the stage's centred column under its caption; hY89
    # (ruling S12, critic C70: its room there made the words slide as it flew) has it wait
    # beside its lifted row, level with it, never on it: the new place is asked here, and
    # test_a_stage_count_keeps_off_its_lifted_row above keeps it off its row.
    app = make_app(tmp_path, size=(1024, 600))
    try:
        count, row = _count_and_row(app)
        picture = app.manager.top.picture
        assert picture.figure_under_caption()
        assert count.left >= row.right, (count, row)  # beside its row, never on it
        assert row.top <= count.centery <= row.bottom, (count, row)  # level with it
    finally:
        app.close()
