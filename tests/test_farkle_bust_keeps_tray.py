"""Under the bust's stamp the tray keeps its frame (critic B32: "the tray vanishes under
it"): the mat is drawn, framed, and the stamp lies inside it, a margin of the mat's felt
seen all round it, so the frame reads whole; the stamp has no frame of its own drawn round
it and crosses no frame (the layout check's "double frame")."""

from __future__ import annotations

import pygame
import pytest

from game.widgets import layout_record
from tests.layout_check import check_app
from tests.uihelpers import make_app
from tools.screens_farkle import play, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_bust_stamp_lies_inside_the_framed_tray(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, 2, 1, 2, 3, 4, 6, 6, 2, 3, 4, 4, 6)
        table.press_roll()
        play(app)
        table.press_die(0)
        table.press_roll()
        play(app, 7)
        for _ in range(40):
            if table.flow.big_announcement() is not None:
                break
            app.step(0.05)
        app.step(0.5)  # the stamp down, standing
        layout_record.start(app.screen.get_size())
        try:
            app.step(1 / 30)
            frame = layout_record.frame()
        finally:
            layout_record.stop()
        # (round 79, ruling S64: the mat is drawn only while dice lie on it; with none set
        # aside its place is the table's, the plate still held above its foot)
        mats = [p.rect for p in frame.panels if p.role == "mat"] or [pygame.Rect(table.mat)]
        stamps = [p.rect for p in frame.panels if p.role == "announcement"]
        assert table.mat.h > 0 and stamps, [p.role for p in frame.panels]
        # (round 63 reversed "the stamp lies inside the mat": critic B61 read it small and far from
        # its dice; it lies over the failed dice' lower rims, test_farkle_bust_stamp_over_dice;
        # what still holds: no wider than the mat, never down over the mat's foot)
        # (round 78, hF93, ruling S47: one plate in every round, S36's row, as wide as the
        # felt between the side panels, no longer held to the mat's width)
        assert table.players_rect.right <= stamps[0].left, stamps
        assert stamps[0].right <= table.turn_rect.left, stamps
        # (amended round 81, hF106, ruling S95 1.: the tray drawn at every beat, the plate
        # centred on it, its foot clear of the buttons)
        assert abs(stamps[0].centery - mats[0].centery) <= 2, (mats, stamps)
        assert stamps[0].bottom <= table.roll_button.rect.top - table.px(24), stamps
        dice = table.dice_in_play_rects()
        assert dice and all(d.bottom <= mats[0].top for d in dice)  # the dice seen above
        assert not [p for p in check_app(app, "bust") if "double frame" in p]
    finally:
        app.close()
