"""The menu's two game cards are one radio group (ruling S52, after S42 point 2; amends S34's
"the focus is not the choice" for the game cards; critics cC77 and cC77b).

Tab enters the group at the chosen card and the next Tab leaves it to the next control: Tab
never lands on the other card and never changes the choice (Shift+Tab mirrors). Inside the
group ← → move the focus and the choice together, so the focused card is always the chosen
one (its "ales", the hero's "Joacă …" follow at once). Enter or Space on the chosen card plays
it. Settings opened from the menu offers the game chosen there. Keys stepped at three sizes.
"""

from __future__ import annotations

import random

import pygame
import pytest

from game.scenes.new_game import NewGameScene
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


def _tab_walk(app, menu, mod=0):
    """Tab (or Shift+Tab) once round every widget: the widgets that took the focus, in turn."""
    seen = []
    for _ in range(len(menu.focus.widgets) + 1):
        key(app, pygame.K_TAB, mod)
        seen.append(menu.focus.focused)
    return seen


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("chosen", ["yams", "farkle"])
def test_tab_enters_the_cards_at_the_chosen_one_and_leaves_to_the_next(tmp_path, size, chosen):
    app, menu = _menu(tmp_path, size)
    try:
        menu.choose(chosen)
        card = menu.farkle_button if chosen == "farkle" else menu.yams_button
        other = menu.yams_button if chosen == "farkle" else menu.farkle_button
        label = menu.play_button.text
        for mod in (0, pygame.KMOD_SHIFT):
            menu.focus.focus(None)
            seen = _tab_walk(app, menu, mod)
            assert other not in seen, "Tab landed on the card not chosen"
            assert card in seen
            assert menu.tied_card() is card and menu.play_button.text == label
            at = seen.index(card)
            after = seen[at + 1] if at + 1 < len(seen) else None
            before = seen[at - 1] if at > 0 else None
            if mod == 0:  # in: from the hero; out: to the row's first button
                assert before is menu.hero() and after is menu.rules_button
            else:  # Shift+Tab mirrors: in from "Reguli", out to the hero
                assert before is menu.rules_button and after is menu.hero()
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_the_arrows_in_the_group_move_the_focus_and_the_choice_together(tmp_path, size):
    app, menu = _menu(tmp_path, size)
    try:
        key(app, pygame.K_TAB)  # the hero
        key(app, pygame.K_TAB)  # into the group: the chosen card
        assert menu.focus.focused is menu.yams_button and menu.tied_card() is menu.yams_button
        key(app, pygame.K_RIGHT)
        assert menu.focus.focused is menu.farkle_button
        assert menu.tied_card() is menu.farkle_button
        assert menu.farkle_button.mark == "ales" and menu.yams_button.mark == ""
        assert menu.play_button.text == "Joacă 10 000"
        key(app, pygame.K_RIGHT)  # the group's end: no wrap, the choice stays
        assert menu.focus.focused is menu.farkle_button and menu.tied_card() is menu.farkle_button
        key(app, pygame.K_LEFT)
        assert menu.focus.focused is menu.yams_button and menu.tied_card() is menu.yams_button
        assert menu.play_button.text == "Joacă Yams"
        key(app, pygame.K_RIGHT)
        key(app, pygame.K_TAB)  # out of the group, the choice kept
        assert menu.focus.focused is menu.rules_button
        assert menu.tied_card() is menu.farkle_button
        key(app, pygame.K_TAB, pygame.KMOD_SHIFT)  # back in at the chosen card
        assert menu.focus.focused is menu.farkle_button
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_a_focused_card_is_always_the_chosen_one(tmp_path, size):
    """Any keys, in any order: whenever a card holds the focus it is the chosen card and the
    hero names its game."""
    app, menu = _menu(tmp_path, size)
    rng = random.Random(size[0])
    codes = [pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_TAB]
    try:
        for _ in range(60):
            code = rng.choice(codes)
            key(app, code, pygame.KMOD_SHIFT if rng.random() < 0.3 else 0)
            focused = menu.focus.focused
            if focused in (menu.yams_button, menu.farkle_button):
                assert focused.tied and focused.mark == "ales"
                game = "10 000" if focused is menu.farkle_button else "Yams"
                assert menu.play_button.text == f"Joacă {game}"
    finally:
        app.close()


@pytest.mark.parametrize("code", [pygame.K_RETURN, pygame.K_SPACE])
@pytest.mark.parametrize("size", SIZES)
def test_enter_or_space_on_the_chosen_card_plays_it(tmp_path, size, code):
    app, menu = _menu(tmp_path, size)
    try:
        key(app, pygame.K_TAB)
        key(app, pygame.K_TAB)
        key(app, pygame.K_RIGHT)  # 10 000 chosen, by the arrow
        key(app, code)
        settle(app)
        assert isinstance(app.manager.top, NewGameScene) and app.manager.top.kind == "farkle"
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_settings_play_button_names_the_menus_chosen_game(tmp_path, size):
    app, menu = _menu(tmp_path, size)
    try:
        assert app.settings.last_kind != "farkle"
        menu.choose("farkle")
        menu.settings_button.activate()
        settle(app)
        settings = app.manager.top
        assert type(settings).__name__ == "SettingsScene"
        assert settings.forward_button.text == "Joacă 10 000"
        settings.forward_button.activate()
        settle(app)
        assert isinstance(app.manager.top, NewGameScene) and app.manager.top.kind == "farkle"
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_under_continue_tab_stops_on_the_saved_games_card_only(tmp_path, size):
    """Under "Continuă" the cards are actions (S52 point 3): Tab stops on the saved game's
    card only, the arrow still reaches the other card, whose Enter opens its New Game."""
    from game.engine.players import Player
    from game.engine.yams import YamsGame

    app, menu = _menu(tmp_path, size)
    try:
        app.store.save_game("yams", YamsGame.new([Player("Ana"), Player("IA", True)]).to_dict())
        menu.enter()
        settle(app)
        menu.skip_entrance()
        assert menu.tied_card() is menu.yams_button
        seen = _tab_walk(app, menu)
        assert menu.yams_button in seen and menu.farkle_button not in seen
        menu.focus.focus(menu.yams_button)
        key(app, pygame.K_RIGHT)
        assert menu.focus.focused is menu.farkle_button
        assert menu.tied_card() is menu.yams_button  # the saved game keeps its mark
        key(app, pygame.K_RETURN)
        settle(app)
        assert isinstance(app.manager.top, NewGameScene) and app.manager.top.kind == "farkle"
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_rules_open_on_the_menus_chosen_game(tmp_path, size):
    """With 10 000 chosen on the menu, "Reguli" opens the 10 000 rules, their "Joacă …"
    naming it (S52 point 4: a side screen offers the game chosen on the menu)."""
    app, menu = _menu(tmp_path, size)
    try:
        menu.choose("farkle")
        menu.rules_button.activate()
        settle(app)
        rules = app.manager.top
        assert type(rules).__name__ == "RulesScene"
        assert rules.tabs.value == "farkle"
        assert rules.forward_button.text == "Joacă 10 000"
    finally:
        app.close()
