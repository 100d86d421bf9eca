"""New Game's add card by keys (hS23: the card that adds a person answered only the mouse):
it joins the focus order after the name fields, ringed like the other cards, and Enter or
Space on it adds a person, whose name field then has the focus (since hS28 it is the one free
place shown)."""

from __future__ import annotations

import pygame
import pytest

from game.scenes import new_game_places
from game.widgets import button
from tests.uihelpers import key, make_app, settle
from tools.render_screens import open_new_game

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _ringed(monkeypatch, app, scene) -> list[pygame.Rect]:
    rings: list[pygame.Rect] = []
    real = button.draw_focus_ring

    def spy(surface, rect, scale):
        rings.append(pygame.Rect(rect))
        return real(surface, rect, scale)

    for module in (button, new_game_places):
        if hasattr(module, "draw_focus_ring"):
            monkeypatch.setattr(module, "draw_focus_ring", spy)
    scene.draw(app.screen)
    return rings


@pytest.mark.parametrize("activate", [pygame.K_RETURN, pygame.K_SPACE])
def test_tab_reaches_every_free_place_and_a_key_adds_a_person(tmp_path, monkeypatch, activate):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        scene = open_new_game(app, "yams", 1)
        settle(app, 4)
        scene.focus.focus(scene.fields[0])
        free = scene.free_seat_rects()
        assert len(free) == 1
        reached = []
        for _ in free:
            key(app, pygame.K_TAB, frames=1)
            reached.append(pygame.Rect(scene.focus.focused.rect))
            rings = _ringed(monkeypatch, app, scene)
            assert reached[-1] in rings, (reached[-1], rings)  # the card's own focus ring
            monkeypatch.undo()
        assert reached == free  # in reading order, each free place once
        key(app, pygame.K_TAB, frames=1)
        assert scene.focus.focused is scene.back_button  # then the buttons, as before
        key(app, pygame.K_TAB, pygame.KMOD_SHIFT, frames=1)  # back onto the add card
        key(app, activate, frames=2)
        assert scene.humans.value == 2
        assert scene.focus.focused is scene.fields[1]  # the new person's name, to type
    finally:
        app.close()
