"""The bust's stamp lies on the dice that failed (ruling S2, docs/SCREEN_RULINGS.md; round 67,
critic B66: in the mat under them it read "small, off-centre, on the empty box, not the
dice"): centred on their row, on their lower edge under their pips (hF73), every face seen, the dice
grey behind it, its title whole, clear of the buttons. (Round 66 had set it under them,
critics B64/B65; the ruling settles it on them.)"""

from __future__ import annotations

import pygame
import pytest

from game.widgets.dice_style import PIP_RADIUS, PIP_SPACING
from tests.uihelpers import make_app, recorded_frame
from tools.screens_farkle import _bust

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

RING = 0.05
"""How far a failed die's red ring reaches past its edge, in dice (at least)."""

PAPER_MOST = 205
"""A failed die's paper under its grey wash no brighter than this (of 255, any channel):
the test's threshold (moved here from theme_stage, review round 67: no drawing reads it)."""


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_bust_stamp_lies_on_its_dice_their_tops_seen(tmp_path, size):
    # (rewritten in round 67 to ruling S2, docs/SCREEN_RULINGS.md: hL66/hL67 set it in the
    # empty mat under the dice; critic B66 read it "small, off-centre, on the empty box, not
    # the dice": it is stamped on the failed dice' row, centred on them, over their lower
    # third, the top of every face seen, the dice grey behind it)
    app = make_app(tmp_path, size=size)
    try:
        _bust(app)
        table = app.manager.top
        for _ in range(10):  # the stamp down and settled (as test_farkle_stamp_room)
            app.step(0.1)
        assert table.flow.big_announcement() is not None
        surface = pygame.Surface(size)
        frame = recorded_frame(table, size, onto=surface)
        stamp = next(p.rect for p in frame.panels if p.role == "announcement")
        side = table.tray.die_size
        dice = [table.tray.position(i) for i in range(table.tray.count)]
        assert dice
        top = min(y for _, y in dice) - side / 2
        # on their lower edge, under their pips (hF73, critic B69: over their lower third
        # the 4 and the 6 lost their lower pips at 1366 and 1024): the stamp's turned layer
        # starts on the dice, below the lowest pip of every face
        pips_end = 0.5 + PIP_SPACING + PIP_RADIUS
        assert top + side * pips_end <= stamp.top < top + side - 2, (stamp, dice, side)
        middle = (min(x for x, _ in dice) + max(x for x, _ in dice)) / 2
        assert abs(stamp.centerx - middle) <= side / 4, (stamp.centerx, middle)
        assert stamp.w >= 3 * side, (stamp, side)  # big: as wide as three of its dice
        title = [t.rect for t in frame.texts if t.text == app.tr("farkle.bust")]
        assert title and stamp.contains(title[0])
        assert stamp.bottom <= table.roll_button.rect.top
        # the dice grey behind it: a face's top (its felt-white paper) dulled to the grey
        x, y = dice[0]
        paper = surface.get_at((round(x), round(y - side * 0.42)))[:3]
        assert max(paper) <= PAPER_MOST, paper
    finally:
        app.close()


def test_a_stamp_with_little_room_over_the_mat_is_set_tight_its_reason_read(tmp_path,
                                                                             monkeypatch):
    # (round 67, ruling S2: on its dice the stamp's room runs from their lower third down to
    # the felt over the mat; where that is short it is set tighter, hB51, never shrunk
    # whole: its reason never under the stamp's least size; round 66 made the room short by
    # the mat's air, gone with the mat)
    from game import theme, theme_stage
    from game.widgets.text import text_size
    monkeypatch.setattr(theme_stage, "BUST_STAMP_OVER_MAT", 50)  # (80 before hF73)
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
