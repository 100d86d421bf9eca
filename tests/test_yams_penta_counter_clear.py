"""A Yams stage's count, before it flies, stands clear of its lifted row's label at every
size: since round 74 (ruling S12, critic cQ74: beside the row, "0" and "+35" read as two
figures, the block off centre) on the row's box, inside the row's plate, never over the
label. (It was the Penta's "+50" until hY50, which took that figure away, critic C41: the
upper bonus's "+35" holds the promise now.)"""

from __future__ import annotations

import pytest

from game.flow.stage import StageClock
from tests.uihelpers import make_app, screen_frame
from tools.screens_stage import _upper, freeze

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _count_and_row(app):
    """The upper bonus's stage held just before its count flies: its counter's drawn rect and
    its lifted row's label."""
    _upper(app)
    # (at rest: hY74 made the count fly at 36-54 % of the stage; at half its length, where
    # this read it before, the figure has landed and is no longer drawn)
    freeze(app, round((StageClock("upper_bonus").fly[0] - 0.05) * 100), "upper_bonus")
    picture = app.manager.top.picture
    assert picture.labels and picture.target is not None
    texts = screen_frame(app).texts
    count = [t for t in texts if t.role == "stage" and t.text.startswith("+")]
    assert count, [t.text for t in texts]
    return count[0].rect, picture.labels[0]


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_a_stage_count_keeps_off_its_rows_label(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        count, label = _count_and_row(app)
        assert not count.colliderect(label), (count, label)
    finally:
        app.close()


def test_the_upper_bonus_count_waits_on_its_box(tmp_path):
    # Rewritten in round 67: this asked the fallback (stage_words.clear_of_rows) to move the
    # "+35" off a row laid where it rested by its box. hY74 (critic C66: "+35" off-centre,
    # touching its box) made it stand on the stage's centred column under its caption; hY89
    # (ruling S12, critic C70: its room there made the words slide as it flew) had it wait
    # beside its lifted row; round 74 (hY98, critic cQ74: "0" beside "+35", the block off
    # centre) says it on its box, centred on it, inside the row's plate.
    app = make_app(tmp_path, size=(1024, 600))
    try:
        count, _ = _count_and_row(app)
        picture = app.manager.top.picture
        plate, box = picture.row_plate(), picture.target
        assert picture.figure_under_caption()
        assert plate.left <= count.left and count.right <= plate.right, (count, plate)
        assert abs(count.centerx - box.centerx) <= 2, (count, box)  # centred on its box
        assert plate.top <= count.centery <= plate.bottom, (count, plate)
    finally:
        app.close()
