"""Critic A69 (menu_quit_confirm_1024): the menu's "ales" pill, astride its card's top edge,
read through the dim as a dark lump just over the quit dialog's medallion: the screens
under a dialog are drawn without their mark of choice (the dialog holds the choice now);
the menu alone wears it."""

from __future__ import annotations

import pygame
import pytest

from game.widgets import game_card
from tests.uihelpers import FRAME, make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_the_menus_chosen_mark_is_not_drawn_under_a_dialog(tmp_path, monkeypatch, size):
    app = make_app(tmp_path, size=size, menu_drawn=True)
    try:
        marks = []
        real = game_card.draw_mark
        monkeypatch.setattr(game_card, "draw_mark", lambda s, rect, *a, **k:
                            marks.append(pygame.Rect(rect)) or real(s, rect, *a, **k))
        menu = app.manager.top
        menu.skip_entrance()
        app.manager.draw(pygame.Surface(size))
        assert len(marks) == 1  # the menu alone: its chosen card's "ales"
        marks.clear()
        menu.back()  # Esc on the menu: "Ieși din Zaruri?"
        for _ in range(3):
            app.step(FRAME)
        app.manager.draw(pygame.Surface(size))
        assert app.manager.top is not menu and marks == []
    finally:
        app.close()
