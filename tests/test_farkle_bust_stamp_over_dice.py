"""The bust's stamp lies over the dice that failed (round 63, critic B61: "Tură pierdută!"
small and far from its dice, inside the mat under them): across their lower rims, every
pip of theirs still read, its title whole, clear of the buttons."""

from __future__ import annotations

import pytest

from tests.uihelpers import make_app, recorded_frame
from tools.screens_farkle import _bust

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

PIPS = 0.3
"""How far from a die's middle its pips reach, in dice (the lowest pip's edge)."""


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_bust_stamp_lies_across_its_dice_their_pips_read(tmp_path, size):
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
        # on the dice: it reaches up over their lower rims, never far under them
        assert stamp.top < lowest + side / 2, (stamp, dice, side)
        assert min(x for x, _ in dice) <= stamp.centerx <= max(x for x, _ in dice)
        # their faces read: it stops under every die's lowest pips
        assert stamp.top >= max(y for _, y in dice) + PIPS * side, (stamp, dice, side)
        title = [t.rect for t in frame.texts if t.text == app.tr("farkle.bust")]
        assert title and stamp.contains(title[0])
        assert stamp.bottom <= table.roll_button.rect.top
    finally:
        app.close()


def test_a_stamp_with_little_room_over_the_mat_is_set_tight_its_reason_read(tmp_path,
                                                                             monkeypatch):
    # (round 63: over its dice the stamp's room is the felt down to the mat's frame; where
    # that is short it is set tighter, hB51, never shrunk whole: its reason never under the
    # stamp's least size, as test_farkle_bust_stamp_weight at the mat's old room)
    from game import theme, theme_stage
    from game.widgets.text import text_size
    monkeypatch.setattr(theme_stage, "BUST_STAMP_MAT_AIR", 40)
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
