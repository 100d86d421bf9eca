"""The menu has one focus at a time, and the focus is not the choice (critic cC77, ruling
S34): Tab and the arrows move the keyboard focus only, the chosen game (its card's "ales",
the hero's "Joacă …") changes with a click, Enter or Space on a card; the hero's warm gold
light shows at rest or while the hero holds the focus, never beside the focus ring elsewhere
(two things looked focused at 1024x600). Keys stepped at three sizes."""

from __future__ import annotations

import pygame
import pytest

from game.contrast import contrast_ratio
from tests.uihelpers import key, make_app, settle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


def _menu(tmp_path, size):
    app = make_app(tmp_path, size=size)
    settle(app)
    menu = app.manager.top
    menu.skip_entrance()
    app.step(1 / 60)
    return app, menu


@pytest.mark.parametrize("size", SIZES)
def test_tab_and_the_arrows_move_the_focus_not_the_choice(tmp_path, size):
    app, menu = _menu(tmp_path, size)
    try:
        assert menu.tied_card() is menu.yams_button
        label = menu.play_button.text
        seen = set()
        for _ in range(len(menu.focus.widgets) + 1):  # Tab round every widget
            key(app, pygame.K_TAB)
            seen.add(menu.focus.focused)
            assert menu.tied_card() is menu.yams_button, menu.focus.focused.name
            assert menu.play_button.text == label
        assert menu.farkle_button in seen
        menu.focus.focus(menu.yams_button)
        key(app, pygame.K_RIGHT)  # the arrow onto 10 000's card: focused, not chosen
        assert menu.focus.focused is menu.farkle_button
        assert menu.tied_card() is menu.yams_button and menu.play_button.text == label
    finally:
        app.close()


@pytest.mark.parametrize("code", [pygame.K_RETURN, pygame.K_SPACE])
def test_enter_or_space_on_the_other_card_chooses_it(tmp_path, code):
    app, menu = _menu(tmp_path, (1366, 768))
    try:
        menu.focus.focus(menu.farkle_button)
        key(app, code)
        assert menu.tied_card() is menu.farkle_button
        assert menu.play_button.text == "Joacă 10 000"
        assert type(app.manager.top).__name__ == "MenuScene"  # chosen, nothing opened
    finally:
        app.close()


def _light_at(app, menu):
    """A pixel in the hero's warm light on the felt, over its middle."""
    menu.draw(app.screen)
    hero = menu.hero().rect
    return tuple(app.screen.get_at((hero.centerx, hero.top - menu.px(8))))[:3]


@pytest.mark.parametrize("size", SIZES)
def test_the_hero_glows_only_with_the_focus(tmp_path, size):
    app, menu = _menu(tmp_path, size)
    try:
        at_rest = _light_at(app, menu)
        menu.focus.focus(menu.scores_button)  # the ring on "Scoruri": the hero unlit
        assert not menu.hero_lit()
        elsewhere = _light_at(app, menu)
        menu.focus.focus(menu.hero())
        assert menu.hero_lit()
        held = _light_at(app, menu)
        assert sum(held) > sum(elsewhere) + 20, (held, elsewhere)
        assert sum(at_rest) > sum(elsewhere) + 20, (at_rest, elsewhere)
        assert contrast_ratio(at_rest, elsewhere) > 1.1
    finally:
        app.close()
