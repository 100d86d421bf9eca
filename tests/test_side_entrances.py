"""The menu's game cards and the scores' rows have an entrance: the cards rise and fade in,
the rows arrive one after another, all within 0.4 s, readable from the first frame, and a key
or a click skips it."""

from __future__ import annotations

import pygame
import pytest

from game.widgets.felt import felt_background
from tests.uihelpers import FRAME, make_app
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _frames(app, seconds):
    """Run ``seconds`` of frames, unseen but the last (tools/unseen_frames)."""
    with unseen_frames(app):
        for _ in range(round(seconds / FRAME)):
            app.step(FRAME)


def test_the_menus_cards_rise_in_readable_from_the_first_frame(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))  # one frame drawn
    try:
        menu = app.manager.top
        card = menu.yams_button.rect
        felt = felt_background(app.screen.get_size())
        first = app.screen.copy()
        assert menu.is_animating() and menu.entrance.active
        # readable at once: the card is there already (not bare felt where it stands)
        assert first.get_at(card.center) != felt.get_at(card.center)
        _frames(app, 0.4)
        assert not menu.entrance.active
        _frames(app, 1.2)  # (hN29: then a die of each card hops once, and all is still)
        assert not menu.is_animating()
        last = app.screen.copy()
        spots = [(card.centerx, card.y + k) for k in range(4, card.h, 7)]
        assert any(first.get_at(p) != last.get_at(p) for p in spots)  # it moved in
    finally:
        app.close()


def test_a_key_skips_the_menus_entrance(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        menu = app.manager.top
        assert menu.entrance.active
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LSHIFT, mod=0,
                                             unicode="", scancode=0))
        app.step(FRAME)
        assert not menu.entrance.active
    finally:
        app.close()


def test_the_score_rows_arrive_one_after_another(tmp_path):
    from game.scenes.scores import ScoresScene
    from tools import screens_rules

    app = make_app(tmp_path, size=(1366, 768))
    try:
        screens_rules.fill_highscores(app.store)
        scene = ScoresScene(app)
        app.manager.push(scene)
        while scene.entrance.share(0) == 0:  # (once the veil of the change has lifted)
            app.step(FRAME)
        rows = len(scene.rows("yams"))
        assert rows >= 3
        shares = [scene.entrance.share(i) for i in range(rows)]
        assert shares[0] > shares[-1] and shares == sorted(shares, reverse=True), shares
        _frames(app, 0.4)
        assert not scene.entrance.active and not scene.is_animating()
        scene.entrance.start()
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(1, 1)))
        app.step(FRAME)
        assert not scene.entrance.active
    finally:
        app.close()


def test_a_dialog_closing_over_the_menu_never_replays_its_entrance(tmp_path):
    # hS17: closing the quit dialog made the menu's cards flash and fade in again; a screen
    # left for the menu (New Game, Back) still brings the entrance
    from game.scenes.overlays import quit_confirm

    app = make_app(tmp_path, size=(1366, 768))
    try:
        menu = app.manager.top
        _frames(app, 0.4)
        assert not menu.entrance.active
        app.manager.push(quit_confirm(app, app.quit))
        app.step(FRAME)
        app.manager.pop()
        app.step(FRAME)
        assert not menu.entrance.active and app.manager.top is menu
        menu.new_game("yams")
        app.step(FRAME)
        app.manager.pop()
        assert menu.entrance.active
    finally:
        app.close()
