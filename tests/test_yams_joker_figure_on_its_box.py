"""A Joker Penta's "+100" (and the upper bonus's "+35") is said on its box, the block
centred under the dice (critic cQ74 #1, yams_forced_joker at every size: the plate read "0"
while a huge "+100" stood beside it, hanging off the plate's right, the block off centre).
While it waits, the figure's letters stand over the box (inside the lifted row's plate,
centred on the box), the box under it bare (no "0" beside "+100"); then it sinks into the
box, which counts up to 100 as it lands; the caption stays clear over it
(tests/test_yams_joker_figure_room.py)."""

from __future__ import annotations

import pytest

from game.theme import INK
from game.views import stage_lift
from tests.test_stage_rows_clear import drawn
from tests.uihelpers import make_app
from tools.screens_stage import until_staged
from tools.screens_yams import forced_joker

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_100_waits_on_its_box_centred_under_the_dice(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        forced_joker(app)
        stage = until_staged(app, "joker_penta")
        picture = stage.picture
        plate, box = picture.row_plate(), picture.target
        for share in (0.08, stage.clock.fly[0] - 0.02):  # said, waiting for its flight
            _, frame = drawn(app, stage, share)
            said = [t.rect for t in frame.texts if t.role == "stage" and t.text == "+100"]
            assert len(said) == 1, (share, [t.text for t in frame.texts])
            letters = said[0]
            assert plate.left <= letters.left and letters.right <= plate.right, (
                share, letters, plate)  # the block is the plate: centred under the dice
            assert abs(letters.centerx - box.centerx) <= max(4, box.w // 20), (letters, box)
            assert abs(letters.centery - box.centery) <= max(4, box.h // 4), (letters, box)
        cell = stage_lift.cell_image(picture)
        assert cell is not None
        inked = [(x, y) for x in range(cell.get_width()) for y in range(cell.get_height())
                 if max(abs(a - b) for a, b in zip(cell.get_at((x, y))[:3], INK, strict=True))
                 < 40]
        assert not inked, inked[:5]  # the box bare under it: no "0" read beside "+100"
    finally:
        app.close()

