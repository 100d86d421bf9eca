"""The menu's keyboard focus is its own look, apart from the chosen card's (critic M30): the
focused card wears the cream focus ring even while chosen; the card not chosen stays in full
colour (a veil read as locked); the arrows never wrap (← on the hero went to "Ieși"), ← and →
stay in their row; the saved game's card resumes that game, as its saved-game card promises."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from tests.uihelpers import FRAME, button_named, click, key, make_app, settle, top_name

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.fixture
def app(tmp_path):
    application = make_app(tmp_path, size=(1366, 768))
    settle(application)
    application.manager.top.skip_entrance()
    application.step(FRAME)
    yield application
    application.close()


def _mean_light(surface: pygame.Surface, rect: pygame.Rect) -> float:
    """The mean brightness of ``rect`` (every fourth pixel)."""
    total = count = 0
    for y in range(rect.top, rect.bottom, 4):
        for x in range(rect.left, rect.right, 4):
            r, g, b = surface.get_at((x, y))[:3]
            total += r + g + b
            count += 1
    return total / count


def test_the_focused_chosen_card_wears_the_focus_ring(app):
    menu = app.manager.top
    card = menu.yams_button
    menu.focus.focus(card)
    assert card.tied  # focused and chosen (the focus alone never chooses: S34)
    menu.draw(app.screen)
    gap = menu.px(theme.FOCUS_RING_GAP)
    width = max(2, menu.px(theme.FOCUS_RING_WIDTH))
    ring = card.body_rect().inflate(2 * gap + width, 2 * gap + width)
    x = ring.left + ring.w // 4  # on the ring's foot line: its top line's left carries the
    # arrows' keys tag, its right the "ales" pill (S58 amended round 82, hK93)
    assert tuple(app.screen.get_at((x, ring.bottom - 1 - width // 2)))[:3] == theme.FOCUS_RING
    assert tuple(app.screen.get_at((ring.left, ring.centery)))[:3] == theme.FOCUS_RING
    menu.focus.focus(None)
    menu.draw(app.screen)
    assert tuple(app.screen.get_at((ring.left, ring.centery)))[:3] != theme.FOCUS_RING


def test_the_card_not_chosen_stays_in_full_colour(app):
    menu = app.manager.top
    farkle = menu.farkle_button
    assert not farkle.tied
    menu.draw(app.screen)
    band = farkle.art_band().inflate(-farkle.art_band().w // 4, -farkle.art_band().h // 4)
    other = _mean_light(app.screen, band)
    menu.choose("farkle")
    menu.draw(app.screen)
    chosen = _mean_light(app.screen, band.move(0, farkle.body_rect().y - farkle.rect.y))
    assert abs(chosen - other) < 8, (chosen, other)


@pytest.mark.parametrize(("start", "code", "lands"), [
    ("menu.play", pygame.K_LEFT, "menu.yams"),  # it wrapped to "Ieși"; then it did
    ("menu.play", pygame.K_UP, "menu.yams"),  # hM41: the hero under the cards (A40); the
    # card of the game the hero names (round 76, critic cC76: it landed on 10 000's, S23)
    ("menu.play", pygame.K_RIGHT, "menu.farkle"),  # nothing (critic K72): the cards
    ("menu.farkle", pygame.K_RIGHT, "menu.farkle"),  # not on to "Reguli"
    ("menu.farkle", pygame.K_LEFT, "menu.yams"),
    ("menu.yams", pygame.K_LEFT, "menu.yams"),
    ("menu.rules", pygame.K_LEFT, "menu.rules"),
    ("menu.quit", pygame.K_RIGHT, "menu.quit"),
    ("menu.quit", pygame.K_DOWN, "menu.quit"),  # not back to the hero
    ("menu.scores", pygame.K_RIGHT, "menu.statistics"),
    ("menu.farkle", pygame.K_DOWN, "menu.play"),  # hM41: the cards, then the hero
    ("menu.play", pygame.K_DOWN, "menu.scores"),  # the button under its middle, not the
    # row's first (round 77, hM80: the arrows by layout, S23 amended)
])
def test_the_arrows_never_wrap_and_sideways_stay_in_their_row(app, start, code, lands):
    menu = app.manager.top
    menu.focus.focus(button_named(app, start))
    key(app, code)
    assert menu.focus.focused is button_named(app, lands)


def test_tab_still_goes_round(app):
    menu = app.manager.top
    menu.focus.focus(button_named(app, "menu.quit"))
    key(app, pygame.K_TAB)
    assert menu.focus.focused is menu.hero()


def test_the_saved_games_card_resumes_it_and_the_other_opens_new_game(app):
    from game.engine.players import Player
    from game.engine.yams import YamsGame

    app.store.save_game("yams", YamsGame.new([Player("Ana"), Player("IA", True)]).to_dict())
    menu = app.manager.top
    menu.enter()
    settle(app)
    assert menu.yams_button.tied and menu.yams_button.badge
    click(app, menu.farkle_button)
    assert top_name(app) == "NewGameScene" and app.manager.top.kind == "farkle"
    app.manager.pop()
    settle(app)
    click(app, menu.yams_button)
    settle(app)
    assert top_name(app) == "YamsTableScene"


@pytest.mark.parametrize(("code", "card", "label"), [(pygame.K_LEFT, "menu.yams", "Joacă Yams"),
                                                     (pygame.K_RIGHT, "menu.farkle",
                                                      "Joacă 10 000")])
def test_left_and_right_on_the_hero_choose_the_card_on_that_side(app, code, card, label):
    """Critic K72: ← → on the hero did nothing (10 000 reached only with ↑↑): they move the
    focus to the game card on that side, its ring shown, and choose it with the focus (S52,
    round 78, amending S34's "focused, not chosen": the focused card is the chosen one)."""
    menu = app.manager.top
    other = "farkle" if card == "menu.yams" else "yams"
    menu.choose(other)  # the other game chosen first
    menu.focus.focus(menu.hero())
    key(app, code)
    assert menu.focus.focused is button_named(app, card)
    assert button_named(app, "menu.play").text == label  # focused and chosen (S52)
    assert menu.tied_card() is button_named(app, card)
    key(app, pygame.K_LEFT if code == pygame.K_RIGHT else pygame.K_RIGHT)  # the cards' row
    assert menu.focus.focused is not button_named(app, card)  # (← → along it: the other
    assert menu.tied_card() is menu.focus.focused  # card, chosen with the focus)


@pytest.mark.parametrize("kind", ["yams", "farkle"])
def test_up_from_the_hero_keeps_the_game_it_names(app, kind):
    # (round 76, critic cC76: ↑ from "Joacă Yams" focused the 10 000 card and the hero turned
    # to "Joacă 10 000"; ruling S23)
    menu = app.manager.top
    menu.choose(kind)
    menu.focus.focus(menu.hero())
    before = menu.hero_label()
    key(app, pygame.K_UP)
    assert menu.focus.focused is (menu.farkle_button if kind == "farkle" else menu.yams_button)
    assert menu.hero_kind() == kind and menu.hero_label() == before
