"""The menu has one focus at a time (critic cC77, ruling S34): the hero's warm gold light shows
at rest or while the hero holds the focus, never beside the focus ring elsewhere (two things
looked focused at 1024x600). Tab never changes the chosen game (its card's "ales", the hero's
"Joacă …"): it stops on the chosen card only; the arrows inside the cards carry the choice
with the focus (S34 amended by S52, the radio group of S42 point 2). Keys stepped at three
sizes."""

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
def test_tab_never_changes_the_choice_and_the_arrows_carry_it(tmp_path, size):
    # Amended round 78 (ruling S52, S42 point 2): Tab used to land on 10 000's card, focused
    # but not chosen (S34); now it passes it by (the radio group's one stop is the chosen
    # card), and the arrow onto it focuses and chooses it together.
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
        assert menu.farkle_button not in seen and menu.yams_button in seen
        menu.focus.focus(menu.yams_button)
        key(app, pygame.K_RIGHT)  # the arrow onto 10 000's card: focused and chosen
        assert menu.focus.focused is menu.farkle_button
        assert menu.tied_card() is menu.farkle_button
        assert menu.play_button.text == "Joacă 10 000"
    finally:
        app.close()


@pytest.mark.parametrize("code", [pygame.K_RETURN, pygame.K_SPACE])
def test_enter_or_space_on_the_other_card_chooses_it(tmp_path, code):
    # (no key leaves the focus on the card not chosen any more, S52; were it put there, Enter
    # chooses it, as a click does, and opens nothing)
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
