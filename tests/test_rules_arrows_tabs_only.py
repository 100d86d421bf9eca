"""Rules, by keys (round 77, hR81, critic cC77: → with the focus on "Înapoi" switched the
page to the 10 000 rules): ← / → change the game tab only while the tabs have the focus, or
while nothing has it yet (a screen just opened: the tabs are its first control). With the
focus on a button ← / → walk the buttons; on the index they leave the page alone (ruling S33)."""

from __future__ import annotations

import pygame
import pytest

from tests.uihelpers import button_named, click, key, make_app, settle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.fixture
def rules(tmp_path):
    """The app and its rules screen opened from the menu (so with "Joacă Yams"), 1366x768."""
    app = make_app(tmp_path, size=(1366, 768))
    click(app, button_named(app, "menu.rules"))
    settle(app)
    yield app, app.manager.top
    app.close()


@pytest.mark.parametrize("arrow", [pygame.K_RIGHT, pygame.K_LEFT])
def test_an_arrow_on_back_keeps_the_game_and_walks_the_buttons(rules, arrow):
    app, scene = rules
    scene.focus.focus(scene.back_button)
    before = scene.scroll.offset
    key(app, arrow)
    assert scene.game == "yams"
    assert scene.scroll.offset == before
    if arrow == pygame.K_RIGHT:  # on to "Joacă Yams", beside Back
        assert scene.focus.focused is not scene.back_button
        assert scene.focus.focused is not scene.tabs


def test_an_arrow_on_the_index_keeps_the_game(rules):
    app, scene = rules
    scene.focus.focus(scene.index)
    key(app, pygame.K_RIGHT)
    assert scene.game == "yams"


def test_the_arrows_change_the_game_while_the_tabs_have_the_focus(rules):
    app, scene = rules
    scene.focus.focus(scene.tabs)
    key(app, pygame.K_RIGHT)
    assert scene.game == "farkle" and scene.focus.focused is scene.tabs
    key(app, pygame.K_LEFT)
    assert scene.game == "yams"


def test_a_screen_just_opened_changes_the_game_by_arrows_once_on_the_tabs(rules):
    app, scene = rules
    assert scene.focus.focused is scene.index  # (amended round 82, hK92, ruling S97 3.
    # amended: the page opens on the index ↑ / ↓ move, ringed; was the tabs, cC81 #2)
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)  # one Shift+Tab back to the tabs
    assert scene.focus.focused is scene.tabs
    key(app, pygame.K_RIGHT)
    assert scene.game == "farkle"
