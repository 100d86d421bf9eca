""""La rând: …" at the 10 000 table comes whole in the frame the turn's passing settles into
it (the players panel and the Tura panel show the next player with the passing's band, in
the frame the turn passes): no fade in that makes it read late; and it
stands in its band between the prompt and the dice row with a clear gap above the slots,
at 1920×1080, 1366×768 and 1024×600."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.views.farkle_turn_band import TURN_BANNER_GAP
from game.widgets import layout_record
from tests.uihelpers import drawing_one_frame_in, make_app
from tools.screens_farkle import play, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_turn_banner_comes_whole_as_the_turn_passes_clear_of_the_slots(tmp_path, size):
    app = make_app(tmp_path, size=size)
    layout_record.start(size)
    try:
        table = table_with(app, 2, 1, 2, 3, 4, 6, 6)
        with drawing_one_frame_in(app, 0):  # the frames the test draws itself are read
            table.press_roll()
            play(app)
            table.press_die(0)
            table.press_bank()
            surface = pygame.Surface(size)
            for _ in range(240):
                app.step(1 / 60)
                if table.flow.handoff.active:
                    break
        # the turn passes: its seat card (the panels follow as it settles: round 76, S13)
        assert table.flow.handoff.active and table.flow.handoff.player == 1
        layout_record.begin(size)
        table.draw(surface)
        frame = layout_record.frame()
        assert [p for p in frame.panels if p.role == "handoff_band"], "no passing's band"
        with drawing_one_frame_in(app, 0):
            while table.flow.handoff.active:  # the band settles into the pill
                app.step(1 / 60)
        layout_record.begin(size)
        table.draw(surface)
        frame = layout_record.frame()
        banners = [p.rect for p in frame.panels if p.role == "banner"]
        assert banners, "no turn banner in the frame the turn passes"
        banner = banners[0]
        edge = surface.get_at((banner.centerx, banner.top + 1))[:3]
        colour = theme.TURN_BANNER_COLOUR
        assert all(abs(a - b) <= 24 for a, b in zip(edge, colour, strict=True)), edge
        row_top = round(table.row_y) - table.die_side // 2
        assert banner.bottom <= row_top - table.px(TURN_BANNER_GAP) + 1, (banner, row_top)
        prompt = [t.rect for t in frame.texts if t.text == table._status()[0]]
        assert prompt and banner.top >= prompt[0].bottom, (banner, prompt)
    finally:
        layout_record.stop()
        app.close()
