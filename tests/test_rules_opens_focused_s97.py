"""Rules opens with a control focused (round 81, hK89, ruling S97 3.; critic cC80 #11: "on
entering any side screen nothing is focused until Tab is pressed"; S89 3. left Rules out):
the Yams / 10 000 tabs hold the focus from the first frame, ringed, so the keys a player
tries first keep doing what they did (← → switch the game, ↓ and Page Down read on) and the
ring says where they go; a focus lost comes back to the tabs, never to nothing."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.rules import RulesScene, open_rules
from tests.uihelpers import FRAME, button_named, click, key, make_app, settle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_rules_from_the_menu_open_on_the_tabs_focused(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        click(app, button_named(app, "menu.rules"))
        settle(app)
        scene = app.manager.top
        assert isinstance(scene, RulesScene)
        assert scene.focus.focused is scene.tabs
        game = scene.game
        key(app, pygame.K_RIGHT if game == "yams" else pygame.K_LEFT)
        assert scene.game != game and scene.focus.focused is scene.tabs  # ← → the game
        before = scene.scroll.offset
        key(app, pygame.K_PAGEDOWN)
        settle(app)
        assert scene.scroll.offset > before  # the page still reads on
        scene.focus.focus(None)
        app.step(FRAME)
        assert scene.focus.focused is not None  # never nothing
    finally:
        app.close()


def test_rules_over_a_table_open_on_the_tabs_focused(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = open_rules(app, "farkle")
        app.step(FRAME)
        assert scene.focus.focused is scene.tabs
    finally:
        app.close()
