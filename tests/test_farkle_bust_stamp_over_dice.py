"""The bust's stamp lies by the dice that failed, over them since round 77 (ruling S27,
docs/SCREEN_RULINGS_2.md, hF91: off the tray, every face and ring seen under it; before, under
them, ruling S2, docs/SCREEN_RULINGS.md;
round 67, critic B66: in the mat under them it read "small, off-centre, on the empty box, not
the dice"): centred on the tray (round 75, S2 amended), its top in the felt between them and
the mat (round 73, critic J72:
over their lower edge, hF73, its top touched the red-ringed dice it explains), every face and
ring seen whole, the dice grey over it, its title whole, clear of the buttons."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.views.farkle_refusal import lost_ring_reach
from tests.uihelpers import make_app, recorded_frame
from tools.screens_farkle import _bust

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

RING = 0.05
"""How far a failed die's red ring reaches past its edge, in dice (at least)."""

PAPER_MOST = 205
"""A failed die's paper under its grey wash no brighter than this (of 255, any channel):
the test's threshold (moved here from theme_stage, review round 67: no drawing reads it)."""


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_bust_stamp_lies_under_its_dice_their_rings_seen(tmp_path, size):
    # (rewritten in round 67 to ruling S2, docs/SCREEN_RULINGS.md: hL66/hL67 set it in the
    # empty mat under the dice; critic B66 read it "small, off-centre, on the empty box, not
    # the dice": it is stamped by the failed dice' row, centred on them, the dice grey;
    # round 73, critic J72: under them in the felt over the mat, never touching them)
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
        # (round 77, hF91, ruling S27: over them, off the tray, its foot clear of their red
        # rings and close enough to read as theirs; round 73 to 76 it lay under them, its
        # top in the felt over the mat and across the mat's top rim)
        # (amended round 80, hF104, ruling S87 2.: under them again, the mat folded (S64),
        # its top clear of their red rings, close enough to read as theirs)
        rings = max(y for _, y in dice) + side / 2 + lost_ring_reach(table)
        # (amended round 81, hF106, ruling S95 1.: centred on the tray standing under them,
        # the middle's one region: its top clear of their rings, within two dice of them)
        assert rings <= stamp.top <= rings + 2 * side, (stamp, dice, side)
        assert abs(stamp.centery - table.mat.centery) <= 2, (stamp, table.mat)
        assert stamp.top >= table.px(theme.RIM_WIDTH), stamp  # on the felt, under the rim
        # (round 74, hF86, ruling S2: as wide as its title read across a room, never past
        # the mat's sides; round 75, hF88, S2 amended, critic cB75: centred on the tray,
        # no longer on the dice as far as the mat's sides let it)
        middle = table.mat.centerx
        assert abs(stamp.centerx - middle) <= 2, (stamp.centerx, middle)
        # (round 78, hF93, ruling S47: one plate in every round, S36's row, as wide as the
        # felt between the side panels, no longer inside the mat's sides)
        assert table.players_rect.right <= stamp.left, (stamp, table.players_rect)
        assert stamp.right <= table.turn_rect.left, (stamp, table.turn_rect)
        assert stamp.w >= 3 * side, (stamp, side)  # big: as wide as three of its dice
        title = [t.rect for t in frame.texts if t.text == app.tr("farkle.bust")]
        # (round 78, hF93, ruling S47: S36's plate, cut to its title's ink, not its line box)
        assert title and stamp.left <= title[0].left and title[0].right <= stamp.right
        assert stamp.top <= title[0].centery <= stamp.bottom
        # (round 80, hF104, S87 2.: on the felt the folded mat leaves, S64; was "off the
        # tray", S27)
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
    # (round 74, hF86: the stamp lies over the bare mat down to the felt over the buttons;
    # the room made short by that felt, as by the felt over the mat before; round 77, hF91,
    # ruling S27: over the dice, its room made short by the felt under the rim)
    # (round 79, hF98, ruling S65: the plate takes the title's row; its room made short
    # by more felt kept over its dice)
    from game import theme_stage
    from game.widgets.text import text_size
    monkeypatch.setattr(theme_stage, "BUST_STAMP_OFF_DICE", 160)  # (S87 2.: the felt under
    # the dice down to the buttons is deeper than the title's row was: more kept to make it short)
    size = (1024, 600)
    app = make_app(tmp_path, size=size)
    try:
        _bust(app)
        table = app.manager.top
        for _ in range(10):
            app.step(0.1)
        frame = recorded_frame(table, size)
        # (round 78, hF93, ruling S47: one plate in every round; round 79, S65: its reason
        # one line under its title)
        said = [t for t in frame.texts if t.role == "announcement"]
        reason = said[1:]
        assert " ".join(t.text for t in reason) == "Niciun zar nu punctează", said
        stamp = next(p.rect for p in frame.panels if p.role == "announcement")
        # (round 80, hF104, S87 2.: under its dice, its room made short by the felt kept
        # under them)
        side = table.tray.die_size
        dice_foot = max(table.tray.position(i)[1] for i in range(table.tray.count)) + side / 2
        assert stamp.top >= dice_foot + table.px(160), (stamp, dice_foot)  # set tight
        least = -(-theme.FARKLE_STAMP_REASON_PX // theme.FONT_EM)
        assert all(t.rect.h >= text_size(t.text, least)[1] for t in reason), reason
    finally:
        app.close()
