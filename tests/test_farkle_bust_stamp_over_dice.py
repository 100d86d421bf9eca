"""The bust's stamp lies under the dice that failed, clear of them (round 66, critics B64 and
B65 at every size: across their lower rims it hid the dice it explains; this reverses round
63's "over its dice", critic B61, whose worry, small and far from them on the mat, stays
held: right under their row, centred on them, its title whole, clear of the buttons)."""

from __future__ import annotations

import pytest

from tests.uihelpers import make_app, recorded_frame
from tools.screens_farkle import _bust

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

RING = 0.05
"""How far a failed die's red ring reaches past its edge, in dice (at least)."""


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_bust_stamp_lies_under_its_dice_each_seen_whole(tmp_path, size):
    # (rewritten in round 66: it lay across the dice' lower rims, under their pips; the
    # critics read it as hiding the dice it explains: it now lies in the empty mat under them)
    app = make_app(tmp_path, size=size)
    try:
        _bust(app)
        table = app.manager.top
        for _ in range(10):  # the stamp down and settled (as test_farkle_stamp_room)
            app.step(0.1)
        assert table.flow.big_announcement() is not None
        frame = recorded_frame(table, size)
        stamp = next(p.rect for p in frame.panels if p.role == "announcement")
        side = table.tray.die_size
        dice = [table.tray.position(i) for i in range(table.tray.count)]
        assert dice
        lowest = max(y for _, y in dice)
        # every die seen whole, its red ring too: the stamp starts under them
        assert stamp.top >= lowest + side / 2 + RING * side, (stamp, dice, side)
        # in the empty mat right under them (critic B61: never small and far from them)
        mat = table.mat
        assert mat.contains(stamp) and stamp.top <= mat.top + side / 2, (stamp, mat, side)
        assert min(x for x, _ in dice) <= stamp.centerx <= max(x for x, _ in dice)
        assert stamp.w >= 3 * side, (stamp, side)  # big: as wide as three of its dice
        title = [t.rect for t in frame.texts if t.text == app.tr("farkle.bust")]
        assert title and stamp.contains(title[0])
        assert stamp.bottom <= table.roll_button.rect.top
    finally:
        app.close()


def test_a_stamp_with_little_room_over_the_mat_is_set_tight_its_reason_read(tmp_path,
                                                                             monkeypatch):
    # (round 66: under its dice the stamp's room is the empty mat inside its frame; where
    # that is short it is set tighter, hB51, never shrunk whole: its reason never under the
    # stamp's least size, as test_farkle_bust_stamp_weight at the mat's old room)
    from game import theme, theme_stage
    from game.widgets.text import text_size
    monkeypatch.setattr(theme_stage, "BUST_STAMP_MAT_AIR", 20)
    size = (1024, 600)
    app = make_app(tmp_path, size=size)
    try:
        _bust(app)
        table = app.manager.top
        for _ in range(10):
            app.step(0.1)
        frame = recorded_frame(table, size)
        reason = next(t.rect for t in frame.texts if t.text == "Niciun zar nu punctează")
        least = -(-theme.FARKLE_STAMP_REASON_PX // theme.FONT_EM)
        assert reason.h >= text_size("Niciun zar nu punctează", least)[1], reason
    finally:
        app.close()
