"""The menu's "Continuă" says who plays the waiting game and how far it got, in the words of
the dialog that asks before a new game replaces it; "Ieși" is the quietest of the menu's
actions (an outline on the felt, no face)."""

from __future__ import annotations

import pytest

from game import theme
from game.engine.players import Player
from game.engine.yams import YamsGame
from game.scenes.menu import MenuScene
from tests.uihelpers import FRAME, make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_continue_says_who_plays_and_which_turn(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        game = YamsGame.new([Player("Ana"), Player("IA", is_computer=True)])
        app.store.save_game("yams", game.to_dict())
        menu = app.manager.top
        assert isinstance(menu, MenuScene)
        menu.enter()
        menu.layout(app.size)
        app.step(FRAME)
        assert menu.continue_button.visible
        assert menu.caption == ("Cu Ana și Calculatorul", "Tura 1 din 13")
        assert menu.yams_button.badge == menu.caption  # on the card the line leads to
        assert menu.continue_button.label == "Continuă Yams"  # the hero names the game
        card = menu.yams_button.rect
        badge = menu.yams_button.badge_rect()
        border = menu.px(6)
        assert card.inflate(-2 * border, -2 * border).contains(badge)  # inside, not astride
    finally:
        app.close()


def test_exit_is_quieter_than_the_other_secondary_actions(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        menu = app.manager.top
        app.step(FRAME)
        quit_rect, rules_rect = menu.quit_button.rect, menu.rules_button.rect
        probe = (quit_rect.x + quit_rect.w // 8, quit_rect.centery)  # inside, clear of words
        rules_probe = (rules_rect.x + rules_rect.w // 8, rules_rect.centery)
        faced = tuple(app.screen.get_at(rules_probe))[:3]
        assert faced == theme.BUTTON_SECONDARY
        inside = tuple(app.screen.get_at(probe))[:3]
        assert inside != theme.BUTTON_SECONDARY
        assert sum(abs(a - b) for a, b in zip(inside, theme.FELT, strict=True)) < 60  # felt
    finally:
        app.close()


def test_the_heros_card_is_lit_not_tied_by_a_thin_line(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        menu = app.manager.top
        app.step(FRAME)
        tied, other = menu.yams_button, menu.farkle_button
        assert tied.tied and not other.tied

        def beside(card):  # just outside the card's left edge, half-way down
            return tuple(app.screen.get_at((card.rect.x - menu.px(10), card.rect.centery)))[:3]

        lit, plain = beside(tied), beside(other)
        # round 75 (hT77, ruling S19a): the halo is the one chosen accent, either game
        towards = sum(abs(a - b) for a, b in zip(lit, theme.MENU_CHOSEN, strict=True))
        away = sum(abs(a - b) for a, b in zip(plain, theme.MENU_CHOSEN, strict=True))
        assert towards < away - 30, (lit, plain)  # a halo of the chosen accent round it
    finally:
        app.close()


def test_the_chosen_card_keeps_its_halo_and_adds_a_focus_ring_when_focused(tmp_path):
    # the hero's card lit by its halo whether the keyboard focus is on it or not; focused, it
    # wears the cream focus ring too (hM30, reversing "one look focused or not": the critic
    # read the focus as the chosen look, tests/test_menu_focus_apart.py); its border never
    # glows gold under the mouse while focused
    import pygame

    app = make_app(tmp_path, size=(1366, 768))
    try:
        menu = app.manager.top
        app.step(FRAME)
        menu.entrance.skip()  # the cards at rest (rising in, both looks lie off their place)
        card = menu.yams_button
        assert card.tied
        from game.widgets.focus_ring import ring_reach

        # past the ring and its light (S34's bolder ring reaches further), in the halo
        halo_at = (card.body_rect().x - ring_reach(menu.scale) - 2, card.rect.centery)
        width = max(2, menu.px(theme.FOCUS_RING_WIDTH))
        # on the ring's foot: its top line's left carries the arrows' keys tag since S58
        # (amended round 82, hK93: the hint a tag astride the focused card's top edge)
        ring_at = (card.rect.x + card.rect.w // 4,
                   card.body_rect().bottom + menu.px(theme.FOCUS_RING_GAP) + width // 2)
        menu.focus.focus(menu.rules_button)
        menu.draw(app.screen)
        unfocused = tuple(app.screen.get_at(halo_at))[:3], tuple(app.screen.get_at(ring_at))[:3]
        menu.focus.focus(card)
        card.glow = 1.0  # the mouse over it too
        menu.draw(app.screen)
        focused = tuple(app.screen.get_at(halo_at))[:3], tuple(app.screen.get_at(ring_at))[:3]
        assert focused[0] == unfocused[0]  # the same halo
        assert focused[1] == theme.FOCUS_RING != unfocused[1]  # and the focus ring
        assert theme.GOLD not in focused
        surface = pygame.Surface(app.screen.get_size())
        card.draw(surface, True)
        border = tuple(surface.get_at((card.rect.x + 1, card.rect.centery)))[:3]
        # its frame the chosen accent (round 75, hT77, ruling S19a), not its game's own
        assert sum(abs(a - b) for a, b in zip(border, theme.MENU_CHOSEN, strict=True)) < 30, (
            border)
        # focused, the mouse's glow adds nothing: the card as at rest inside its ring (S34:
        # past the bolder ring the halo no longer shows a hover glow, so the card is read)
        band = card.art_band().move(0, card.body_rect().y - card.rect.y)
        card.glow = 0.0
        calm = pygame.Surface(app.screen.get_size())
        card.draw(calm, True)
        assert (pygame.image.tobytes(surface.subsurface(band), "RGB")
                == pygame.image.tobytes(calm.subsurface(band), "RGB"))
    finally:
        app.close()
