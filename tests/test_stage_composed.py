"""The 10 000's headlines (a rare throw, a big bank) are composed in the middle of the felt, their
dice larger than on the table (critic hB25: the picture used only the upper half of the
screen, the lower half an empty veil, its dice the table's size)."""

from __future__ import annotations

import pytest

from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _group(picture) -> tuple[int, int]:
    """The top of the stamp's letters and the foot of all that hangs under them."""
    image = picture.stamp_image()
    h = image.get_height()
    _, cy = picture.centre
    top = cy - h // 2 + picture.ink().top
    return top, top + picture.ink().h + picture.room_below(h)


# (a big bank was a gathered stage until round 40: a banner now)
@pytest.mark.parametrize("kind", ["rare_throw", "six_ones"])
@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_stage_stands_in_the_felts_middle_its_dice_larger(tmp_path, kind, size):
    from game.views.stage_gather import gathered_rects
    from tools.screens_stage import KINDS, STATES, until_staged

    app = make_app(tmp_path, size=size)
    try:
        build = {name: b for name, b, _ in STATES}[kind]
        build(app)
        # the "rare_throw" state's Chintă is the mid rung's stage since round 40
        picture = until_staged(app, KINDS.get(kind, kind)).picture
        table = app.manager.stack[-2]
        felt = picture.felt
        top, bottom = _group(picture)
        assert abs((top + bottom) / 2 - felt.centery) <= felt.h * 0.1, (top, bottom, felt)
        assert bottom - top >= felt.h * 0.35, (top, bottom, felt)  # not a strip at the top
        rows = gathered_rects(picture)
        # the takeover's dice larger; the Chintă's partial stage (round 66 ruling, critic B65:
        # a plate as wide as the middle column, smaller than six alike's room) at least the
        # table's size
        grow = 1.25 if kind == "six_ones" else 1.0
        assert rows and min(r.w for r in rows) >= grow * table.tray.die_size
        for rect in rows:
            assert felt.contains(rect)
    finally:
        app.close()
