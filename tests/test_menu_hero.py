"""The menu: one hero action (Continuă, or the game last set up), the games as cards."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.new_game import NewGameScene
from game.widgets.button import Button
from game.widgets.game_card import GameCard
from tests.uihelpers import FRAME, button_named, click, key, make_app, open_card, settle, top_name

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # (suite time, r72)


@pytest.fixture
def app(tmp_path):
    application = make_app(tmp_path)
    yield application
    application.close()


def primaries(app) -> list[str]:
    """The names of the visible primary (red) buttons of the top scene."""
    return [w.name for w in app.manager.top.widgets()
            if isinstance(w, Button) and w.visible and w.style == "primary"]


def _start_and_leave(app, card: str) -> None:
    open_card(app, card)
    click(app, button_named(app, "new_game.start"))
    settle(app)
    key(app, pygame.K_ESCAPE)
    click(app, button_named(app, "common.yes"))
    settle(app)
    assert top_name(app) == "MenuScene"


# Without a saved game the one red button offers the game last set up (Yams at first);
# with one, the one red button is "Continuă", the game it resumes said under it.
def test_the_menu_has_one_red_button_the_hero(app):
    assert primaries(app) == ["menu.play"]
    assert button_named(app, "menu.play").text == "Joacă Yams"
    _start_and_leave(app, "menu.farkle")
    assert primaries(app) == ["menu.continue"]
    assert not button_named(app, "menu.play").visible
    # under "Continuă": who plays the waiting game (nobody has banked in it yet)
    assert app.manager.top.caption == ("Cu Jucătorul 1 și Calculatorul",)


# The hero remembers the game last set up, in the saved settings too.
def test_the_hero_offers_the_game_last_set_up(app):
    _start_and_leave(app, "menu.farkle")
    assert app.store.load_settings().last_kind == "farkle"
    app.store.clear_game()
    app.manager.top.enter()
    hero = button_named(app, "menu.play")
    assert hero.visible and hero.text == "Joacă 10 000"
    click(app, hero)
    assert isinstance(app.manager.top, NewGameScene) and app.manager.top.kind == "farkle"


# The games are cards with drawn dice, not red buttons; the dice sit on the card's strip of
# felt, inside the card, and the two cards do not touch; they open New Game for their game.
@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_games_are_cards_with_dice(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        cards = [button_named(app, "menu.yams"), button_named(app, "menu.farkle")]
        assert all(isinstance(c, GameCard) and c.style != "primary" for c in cards)
        assert [len(c.art_rects()) for c in cards] == [5, 6]
        for card in cards:
            band = card.art_band()
            assert card.rect.contains(band)
            assert all(band.contains(spot) for spot in card.art_rects())
        assert not cards[0].rect.colliderect(cards[1].rect)
        hero = button_named(app, "menu.play")
        # hM41 (critic A40): the hero stands under the cards it plays (choose, then play)
        assert hero.rect.top > max(c.rect.union(c.body_rect()).bottom for c in cards)
        open_card(app, "menu.farkle")
        assert isinstance(app.manager.top, NewGameScene) and app.manager.top.kind == "farkle"
    finally:
        app.close()


# The menu's first frame is whole: its cards' dice show on it (no empty art bands for a
# frame), and the frames after it draw them no more (each die drawn once).
def test_the_cards_dice_show_on_the_first_frame(tmp_path, monkeypatch):
    from game.scenes.menu import MenuScene
    from game.widgets import game_card

    game_card.forget_art()
    made: list[int] = []
    real = game_card.die_image
    monkeypatch.setattr(game_card, "die_image", lambda *a: made.append(1) or real(*a))
    app = make_app(tmp_path, menu_drawn=True)  # one frame drawn
    try:
        menu = app.manager.top
        assert isinstance(menu, MenuScene)
        # (the cards make their entrance, tests/test_side_entrances.py: frame 0 shows them on
        # their way, changed on purpose; the art is whole from frame 0 and not drawn again)
        # (hN29: and a die of each card hops once as the menu shows)
        assert menu.art_ready() and menu.is_animating() == (menu.entrance.active
                                                             or menu.yams_button.hopping())
        # one upright die per face and size: 5 (Yams); 1, 3, 6 in front and 5, 1 further back
        # (a Yams five the size of a 10 000 five is drawn once for both)
        upright = {(v, side) for card in (menu.yams_button, menu.farkle_button)
                   for v, side, _ in card.art_keys()}
        assert len(made) == len(upright) >= 5
        menu.skip_entrance()  # (hN29: the entrance and the cards' hops)
        app.step(FRAME)
        assert not menu.is_animating()
        first = app.screen.copy()
        settle(app, 3)
        assert len(made) == len(upright)
        for card in (menu.yams_button, menu.farkle_button):
            for spot in card.art_rects():
                assert first.get_at(spot.center) == app.screen.get_at(spot.center), spot
    finally:
        app.close()


# Red is a way forward only, exactly one on every screen: Începe in New Game, "Joacă …" in
# Setări, Scoruri, Statistici and Reguli; "Înapoi" keeps one colour (green) on every screen
# (S16 amended round 74, critic cQ74 #1: K72's quiet "Joacă Yams" on Reguli, red elsewhere,
# read as two different actions: one look per role). Amended round 79 (hK84, ruling S67 3,
# critic cF78: "a red 'Joacă Yams' is the primary action of a settings page, which is odd"):
# Setări has no red button, its "Joacă …" a secondary beside "Înapoi". Amended round 82
# (hK92, ruling S110 2., critic cC81 #11: the green one read as another action): Setări's
# "Joacă …" is red again, the same as on Reguli, Scoruri and Statistici.
@pytest.mark.parametrize(("name", "red"), [("menu.rules", 1), ("menu.settings", 1),
                                           ("menu.scores", 1), ("menu.statistics", 1),
                                           ("menu.yams", 1)])
def test_each_screen_has_one_red_button_and_back_is_never_red(app, name, red):
    click(app, button_named(app, name))
    settle(app)
    assert len(primaries(app)) == red, primaries(app)
    assert "common.back" not in primaries(app)


# A dialog opened over the menu before the menu's own update drew its cards' dice: the menu
# below draws them (it gets no update while the dialog is on top).
def test_the_cards_dice_show_under_a_dialog_opened_at_once(app):
    from game.scenes.overlays import quit_confirm
    from game.widgets import game_card

    game_card.forget_art()
    menu = app.manager.top
    app.manager.push(quit_confirm(app, app.quit))
    for _ in range(3):
        app.step(1 / 60)
    assert menu.art_ready()


# Each game card has its own identity: its own accent colour, its dice lying its own way
# (Yams's Penta of fives fanned along an arc; 10 000's throw with its ones and fives ringed).
def test_each_game_card_has_its_own_accent_and_art(app):
    yams, farkle = button_named(app, "menu.yams"), button_named(app, "menu.farkle")
    assert yams.accent != farkle.accent
    assert {v for v, _ in yams.dice} == {5} and len(yams.dice) == 5
    ys = [spot.y for spot in yams.art_rects()]
    assert ys[2] < ys[0] and ys[2] < ys[4]  # the middle die highest: an arc
    assert farkle.ringed and {farkle.dice[i][0] for i in farkle.ringed} == {1, 5}
    assert all(farkle.dice[i][0] not in (1, 5) for i in range(6) if i not in farkle.ringed)


# The hero action is tied to its game's card: the card of the game last set up (without a
# save), or of the saved game under "Continuă", whose card says who plays it; the card is
# lit, and no bent line runs from the hero to it (it read as a glitch).
def test_the_hero_is_tied_to_its_games_card(app):
    menu = app.manager.top
    yams, farkle = button_named(app, "menu.yams"), button_named(app, "menu.farkle")
    assert yams.tied and not farkle.tied and yams.badge == ()
    assert menu.hero() is button_named(app, "menu.play")
    hero = menu.hero().rect
    # (hM41: the hero under the cards now: nothing in the card's colour between them)
    between = [tuple(app.screen.get_at((hero.centerx, y)))[:3]
               for y in range(yams.rect.union(yams.body_rect()).bottom + 2, hero.top - 2)]
    assert between and yams.accent not in between
    _start_and_leave(app, "menu.farkle")
    menu = app.manager.top
    assert farkle.tied and not yams.tied
    assert farkle.badge == ("Cu Jucătorul 1 și Calculatorul",)  # who plays it
    assert menu.hero() is button_named(app, "menu.continue")


# The first Enter on the menu does what the one red button says (it used to only show the
# focus ring), and so does Space.
@pytest.mark.parametrize("key", [pygame.K_RETURN, pygame.K_SPACE])
def test_the_first_enter_plays_the_hero(app, key):
    assert app.manager.top.focus.focused is None
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
    settle(app)
    assert type(app.manager.top).__name__ == "NewGameScene"
    assert app.manager.top.kind == "yams"


# By keyboard the focus and the choice move together inside the cards (S52, round 78, the
# radio group of S42 point 2; it amends S34's "the hero and the glow follow the chosen card,
# not the focus", under which → onto 10 000 left "Joacă Yams"): → onto 10 000 chooses it (the
# hero names 10 000, the card wears "ales"), and Enter on the hero then plays 10 000.
def test_the_hero_and_the_glow_follow_the_card_the_arrows_choose(app):
    menu = app.manager.top
    assert menu.tied_card() is menu.yams_button
    menu.focus.focus(menu.yams_button)
    key(app, pygame.K_RIGHT)
    assert menu.focus.focused is menu.farkle_button
    assert button_named(app, "menu.play").text == "Joacă 10 000"
    assert menu.tied_card() is menu.farkle_button
    menu.focus.focus(menu.play_button)
    key(app, pygame.K_RETURN)
    assert isinstance(app.manager.top, NewGameScene) and app.manager.top.kind == "farkle"


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_the_hero_is_the_boldest_thing_under_the_title(tmp_path, size):
    # "Joacă Yams" in a heading's type (larger than any other button's words), red and large
    # with a warm light round it on the felt: the one obvious next action; no gold frame on it
    # (overturned on purpose: a permanent gold frame read as the keyboard focus ring)
    from game import theme

    application = make_app(tmp_path, size=size)
    try:
        settle(application)
        menu = application.manager.top
        hero = menu.hero()
        others = [b for b in menu.buttons() if b is not hero]
        assert hero.font_size >= menu.font_px(theme.FONT_HEADING)
        assert all(hero.font_size > b.font_size for b in others if b.rect.w)
        assert hero.rim is None
        edge = application.screen.get_at((hero.rect.centerx, hero.rect.y + 2))[:3]
        assert edge != theme.GOLD and edge[0] > edge[1] + 60, edge  # its red face to the edge
        above = application.screen.get_at((hero.rect.centerx, hero.rect.y - menu.px(8)))[:3]
        far = application.screen.get_at((hero.rect.x - menu.px(200), hero.rect.y - menu.px(8)))
        assert sum(above) > sum(far[:3]) + 20, (above, far)  # the warm light round it
        assert not hero.rect.inflate(0, menu.px(8)).colliderect(menu.yams_button.rect)
    finally:
        application.close()


def test_the_heros_focus_ring_is_cream_apart_from_it(tmp_path):
    # Tab to the hero: a cream ring a gap away (unmistakable, not a frame it always wears)
    from game import theme

    application = make_app(tmp_path, size=(1366, 768))
    try:
        settle(application)
        menu = application.manager.top
        hero = menu.hero()
        menu.focus.focus(hero)
        menu.draw(application.screen)
        gap = menu.px(theme.FOCUS_RING_GAP)
        width = max(2, menu.px(theme.FOCUS_RING_WIDTH))
        ring = application.screen.get_at((hero.rect.centerx,
                                          hero.rect.y - gap - width // 2 - 1))[:3]
        assert min(ring) > 200 and abs(ring[0] - ring[2]) < 50, ring
        menu.focus.focus(None)
        menu.draw(application.screen)
        ring = application.screen.get_at((hero.rect.centerx,
                                          hero.rect.y - gap - width // 2 - 1))[:3]
        assert min(ring) < 200, ring  # no ring while unfocused
    finally:
        application.close()
