"""A bust speaks alone, on a plate with air round it (ruling S65, round 79, hF98, critic cB78
#4 and #5; its last-round fold of the band retired by ruling S80, round 80, hF101: there the
band stays whole and the plate stands under the dice). The plate takes the title's row
and the felt under it down to its dice, in both rounds the same rect: centred on the tray,
at least 24 px of felt from each side column at every size (it ran within ~10 px of them),
its reason one line under its title, centred (it was squeezed into a two-line box beside
it at ~20 px)."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.views.farkle_last_round import band_rect
from game.views.farkle_refusal import lost_ring_reach
from game.widgets.farkle_banners import stamp_title_px
from game.widgets.text import text_size
from tests.uihelpers import announcement_frames, make_app
from tools.screens_farkle import play, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

FRAME = 1 / 60
SIZES = [(1920, 1080), (1366, 768), (1024, 600)]
SIDE_AIR = 24
"""Pixels of felt at least between the plate and each side column, at every size."""


def _ordinary_bust(app):
    """A 1 set aside, then five dice that score nothing thrown: the table."""
    table = table_with(app, 2, 1, 2, 3, 4, 6, 6, 2, 3, 4, 4, 6)
    table.press_roll()
    play(app)
    table.press_die(0)
    table.press_roll()
    return table


@pytest.mark.parametrize("size", SIZES)
def test_the_bust_plate_stands_centred_with_air_its_reason_one_line_under(tmp_path, size):
    # (round 80, hF101, ruling S80 amending S65 1.: in the last round the band stays whole
    # and the plate stands under the dice, saying the player's fate: that round's case is
    # tests/test_farkle_last_round_story_hf101.py; this holds the plate of every other round)
    app = make_app(tmp_path, size=size)
    try:
        table = _ordinary_bust(app)
        seen = 0
        for frame, plate in announcement_frames(app, FRAME):
            seen += 1
            # (amended round 81, hF106, ruling S95 1.: it hides the tray whole, its sides 6
            # reference px past the tray's where the tray stands nearer the columns)
            tray_air = min(table.mat.left - table.players_rect.right,
                           table.turn_rect.left - table.mat.right)
            air = min(SIDE_AIR, tray_air - table.px(6) - 1)
            assert plate.left - table.players_rect.right >= air, (plate, size)
            assert table.turn_rect.left - plate.right >= air, (plate, size)
            assert abs(plate.centerx - table.mat.centerx) <= 2, (plate, table.mat)
            assert plate.top >= band_rect(table).top, plate  # under the rim's felt
            said = [t for t in frame.texts if t.role == "announcement"]
            title, reason = said[0], said[1:]
            assert title.text == app.tr("farkle.bust")
            assert [t.text for t in reason] == [app.tr("farkle.bust.why")]  # one line
            line = reason[0].rect
            assert line.top >= title.rect.centery and line.bottom <= plate.bottom, (
                title.rect, line, plate)  # under its title, on the plate
            assert abs(line.centerx - plate.centerx) <= 2, (line, plate)
            assert abs(title.rect.centerx - plate.centerx) <= 2, (title.rect, plate)
            least = -(-theme.FARKLE_STAMP_REASON_PX // theme.FONT_EM)
            assert line.h >= text_size(reason[0].text, least)[1], line
            if size == (1920, 1080):  # its title keeps the stamp's size where there is room
                assert title.size >= stamp_title_px(table.scale), title.size
            side, reach = table.tray.die_size, lost_ring_reach(table)
            # (amended round 80, hF104, ruling S87 2.: under its dice, in the felt down to
            # the buttons, in the middle of that room; was the title's row over them)
            rings = max(table.tray.position(i)[1] for i in range(table.tray.count)) + side / 2
            # (amended round 81, hF106, ruling S95 1.: centred on the tray standing there)
            assert plate.top >= rings + reach, (plate, rings)
            assert abs(plate.centery - table.mat.centery) <= 2, (plate, table.mat)
            for i in range(table.tray.count):  # every die and ring read whole under it
                die = pygame.Rect(0, 0, side, side)
                x, y = table.tray.position(i)
                die.center = (round(x), round(y))
                assert not plate.colliderect(die.inflate(2 * reach, 2 * reach)), (plate, die)
        assert seen >= round(1.0 / FRAME), seen
    finally:
        app.close()
