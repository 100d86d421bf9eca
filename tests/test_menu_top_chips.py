"""The menu's top uses its felt: beside the hero, the chosen game's record and the games
played, as two chips in the bands that stood empty, clear of the hero and of the cards."""

from __future__ import annotations

import pytest

from tests.uihelpers import FRAME, make_app, recorded_frame


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_hero_is_flanked_by_the_record_and_the_games_played(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        menu = app.manager.top
        app.step(FRAME)
        left, right = menu.chip_rects()
        hero = menu.hero().rect
        cards = menu.yams_button.rect.union(menu.farkle_button.rect)
        assert left.right < hero.left and right.left > hero.right
        assert left.left >= cards.left and right.right <= cards.right
        assert left.w >= hero.w * 0.3 and right.w >= hero.w * 0.3
        for chip in (left, right):
            assert chip.bottom < min(c.mark_rect().top for c in (menu.yams_button,
                                                                 menu.farkle_button)
                                     if c.mark) - 4
        frame = recorded_frame(menu, size)
        inside = [t.text for t in frame.texts if left.contains(t.rect) or right.contains(t.rect)]
        assert "Record Yams" in inside and "încă niciunul" in inside
        assert "Partide jucate" in inside and "0" in inside
        # a record of the chosen game, then the other game chosen: its record
        app.store.add_highscore("yams", "Ana", 287)
        menu.enter()
        app.step(FRAME)
        frame = recorded_frame(menu, size)
        assert "287 · Ana" in [t.text for t in frame.texts if left.contains(t.rect)]
        menu.choose("farkle")
        frame = recorded_frame(menu, size)
        said = [t.text for t in frame.texts if left.contains(t.rect)]
        assert "Record 10 000" in said and "încă niciunul" in said
    finally:
        app.close()
