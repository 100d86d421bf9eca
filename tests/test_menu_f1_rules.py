"""F1 on the menu opens the Rules (critic F71: the table teaches "F1: reguli", and on the menu
the key did nothing); Esc there leads back to the menu."""

from __future__ import annotations

import pygame

from tests.uihelpers import key, make_app, settle, top_name


def test_f1_on_the_menu_opens_the_rules(tmp_path):
    app = make_app(tmp_path)
    try:
        assert top_name(app) == "MenuScene"
        key(app, pygame.K_F1)
        settle(app)
        assert top_name(app) == "RulesScene"
        key(app, pygame.K_ESCAPE)
        settle(app)
        assert top_name(app) == "MenuScene"
    finally:
        app.close()
