"""A bust's struck turn total drops out of the ledger (ruling S100 1., round 81, hF108;
amends S47 2.'s "nothing moves"): as the bust's plate strikes (after every die has landed and
been seen, S27) the "Total tură" figure is struck left to right, sinks and dims over
``BUST_TOTAL_DROP``, then rests there, struck and dim (the row never blank), one beat with the
plate and the dice' tremble. Stepped at 60 frames a second at three sizes."""

from __future__ import annotations

import pytest

from game.theme_stage import BUST_TOTAL_DROP
from tests.test_farkle_bust_one_plate_hf93 import _ordinary_bust
from tests.uihelpers import make_app, recorded_step

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

FRAME = 1 / 60


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_busts_struck_total_drops_out_as_the_plate_strikes(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        table = _ordinary_bust(app)
        flow = table.flow
        before = None  # the total's place in the last frame before the plate
        seen: list[tuple[int, int]] = []  # (frame, the total's top) while the plate stands
        plate_at = None
        for k in range(round(3.0 / FRAME)):
            frame = recorded_step(app, FRAME)
            plate = any(p.role == "announcement" for p in frame.panels)
            total = next((t.rect for t in frame.texts if t.role == "ledger_total"), None)
            if not plate:
                if plate_at is not None:
                    break
                if total is not None:
                    before = total.y
                continue
            if plate_at is None:
                plate_at = k
                assert flow.bust_total_drop() < 0.2, flow.bust_total_drop()  # (it starts
                # with the plate, never before the dice are seen)
            if total is not None:
                seen.append((k - plate_at, total.y))
        assert before is not None and seen, (before, seen)
        tops = [y for _, y in seen]
        assert abs(tops[0] - before) <= 2, (before, tops[:3])  # from its place
        assert tops[-1] - before >= round(8 * size[1] / 1080), (before, tops[-1])  # sunk
        assert len(set(tops)) >= 3, tops  # a motion, not a jump
        done = next(k for k, y in seen if y == tops[-1])
        assert done * FRAME <= BUST_TOTAL_DROP + 0.1, done  # brief, with the plate
        assert flow.bust_total_drop() == 1.0 or plate_at is not None
    finally:
        app.close()
