"""The menu left alone keeps a gentle life (hS26: the critic found it static): once the title
dice's bob has eased out they drift slowly, each at its own phase, drawn only a few times a
second and only where they move (a few small rectangles), so the idle menu stays cheap."""

from __future__ import annotations

import pytest

from game import theme
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _rest(app, seconds: float, dt: float = 0.1) -> None:
    for _ in range(round(seconds / dt)):
        app.step(dt)


def test_the_idle_menus_dice_drift_slowly_and_cheaply(tmp_path, monkeypatch):
    monkeypatch.setattr(theme, "MENU_DICE_MOTION", 0.5)
    app = make_app(tmp_path, size=(1366, 768))
    try:
        menu = app.manager.top
        _rest(app, 0.5 + theme.MENU_DICE_EASE + theme.IDLE_AFTER + 0.5)
        assert menu.bob == 0.0 and app.idle
        due = menu.idle_redraw_in()
        assert due is not None and due >= 1 / 5  # a few frames a second, never the idle 12
        before = menu.dice_offsets()
        _rest(app, 1.5)
        after = menu.dice_offsets()
        assert before != after  # the dice still move
        reach = menu.px(theme.MENU_DRIFT_REACH)
        assert all(abs(y) <= reach for y in before + after)
        assert len(set(after)) > 1  # each at its own phase, not one block
        regions = menu.draw_idle(app.screen)
        assert regions and sum(r.w * r.h for r in regions) < 0.06 * 1366 * 768
    finally:
        app.close()


def test_an_idle_frame_does_not_search_the_cards_art_again(tmp_path, monkeypatch):
    # the cards' dice places are found once per layout: an idle frame asked for them in each
    # of its rectangles (9 ms a card at 1366x768, hS26), three times the idle CPU target
    from game.widgets import game_card

    app = make_app(tmp_path, size=(1366, 768))
    try:
        menu = app.manager.top
        app.step(0.1)
        searched: list[int] = []
        real = game_card.art_spots
        monkeypatch.setattr(game_card, "art_spots", lambda *a: searched.append(1) or real(*a))
        for _ in range(5):
            menu.update(0.25)
            menu.draw_idle(app.screen)
        assert searched == []
    finally:
        app.close()
