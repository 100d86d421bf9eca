"""The menu's game cards read as choices: the chosen one lifted, framed and marked "ales",
the other in full colour (hM30: it was dimmed, and read as locked); a click on the other
chooses it, a click on the chosen one plays it."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.new_game import NewGameScene
from tests.uihelpers import FRAME, button_named, click, make_app, top_name


@pytest.fixture
def app(tmp_path):
    application = make_app(tmp_path)
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


# A click on the card not chosen chooses it (the hero follows, nothing opens); a click on the
# chosen card plays it; two clicks on the other card (a double click) play it too.
def test_a_click_chooses_the_other_card_and_a_click_on_the_chosen_one_plays(app):
    menu = app.manager.top
    yams, farkle = button_named(app, "menu.yams"), button_named(app, "menu.farkle")
    assert yams.tied and not farkle.tied
    click(app, farkle)
    assert top_name(app) == "MenuScene"
    assert farkle.tied and not yams.tied
    assert button_named(app, "menu.play").text == "Joacă 10 000"
    click(app, farkle)
    assert isinstance(app.manager.top, NewGameScene) and app.manager.top.kind == "farkle"
    app.manager.pop()
    app.step(FRAME)
    assert menu.tied_card() is yams  # back on the menu: the game last set up


# The chosen card is marked with its "ales" mark, standing at its place (critic F71: lifted,
# its words stood out of line with the other card's and shifted with each choice); the other
# is no longer dimmed (hM30: a veiled card read as locked; tests/test_menu_focus_apart.py
# holds it in full colour), the mark goes with the choice.
def test_the_chosen_card_is_marked_its_words_in_place(app):
    menu = app.manager.top
    yams, farkle = menu.yams_button, menu.farkle_button
    menu.entrance.skip()
    app.step(FRAME)
    assert yams.body_rect() == yams.rect and farkle.body_rect() == farkle.rect
    assert yams.rect.y == farkle.rect.y and yams.name_centre() == farkle.name_centre()
    assert yams.mark == "ales" and farkle.mark == ""
    mark = yams.mark_rect()
    body = yams.body_rect()  # astride the card's top edge, within its width (raised clear of
    assert mark.w > 0 and body.left < mark.left and mark.right < body.right  # its pictures:
    assert mark.top < body.top < mark.bottom  # tests/test_menu_mark_clear_of_art.py)
    marked = _mean_light(app.screen, mark)
    menu.choose("farkle")
    app.step(FRAME)
    assert abs(_mean_light(app.screen, mark) - marked) > 6  # the mark went with the choice
