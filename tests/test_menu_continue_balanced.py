"""The menu's hero row with a saved game is balanced (critic I72, menu_continue_1920: the
record's caption on the left, a grey "Partidă nouă" button on the right, lopsided): the
record's drawn words and picture and the "Partidă nouă" button flank "Continuă" at one gap
from it, about one width each, their middles level with the hero's."""

from __future__ import annotations

import pytest

from game.widgets.menu_chips import chip_extent
from tests.test_menu_hero_under_cards import _save
from tests.uihelpers import FRAME, make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_record_and_the_new_game_button_flank_the_hero_evenly(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        menu = app.manager.top
        app.step(FRAME)
        _save(app)
        hero, fresh = menu.hero().rect, menu.new_game_button.rect
        rects = menu.chip_rects()
        assert len(rects) == 1 and len(menu.chips) == 1
        small, big = menu.chip_type()  # (round 74: the labels' own size, cQ74 #4)
        record = chip_extent(rects[0], menu.chips[0], small, big, menu.scale)
        left_gap, right_gap = hero.left - record.right, fresh.left - hero.right
        assert left_gap > 0 and abs(left_gap - right_gap) <= 3, (record, hero, fresh)
        assert abs(record.w - fresh.w) <= 0.1 * fresh.w, (record, fresh)
        assert abs(fresh.centery - hero.centery) <= 1 and abs(record.centery - hero.centery) <= 1
    finally:
        app.close()
