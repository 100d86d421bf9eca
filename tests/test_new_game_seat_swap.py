"""New Game's seat order is set by real buttons (critic A41: the order's "›" arrows were
tiny and did nothing): between two people's cards side by side a gold disc with a two-way
arrow, at least 32 px to hit at 1024x600, swaps those two people's places (who plays first,
and the colour they play in); before the computer no button (it plays last: its card wears a
padlock since hS51, tests/test_new_game_computer_last.py)."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from tests.uihelpers import FRAME, make_app
from tools.render_screens import open_new_game

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # (suite time, r72)


def settled(app, frames=60):
    for _ in range(frames):
        app.step(FRAME)


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
def test_a_button_between_two_people_swaps_their_places(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = open_new_game(app, "yams", 3)
        settled(app)
        scene.fields[0].set_text("Ana")
        scene.fields[1].set_text("Dan")
        scene.fields[2].set_text("Ion")
        buttons = scene.swap_rects()
        cards = scene.shown_card_rects()
        row = [k for k in range(1, 3) if cards[k].y == cards[k - 1].y]
        assert [k for _, k in buttons] == [k - 1 for k in row]
        for rect, k in buttons:
            assert rect.w >= 32 and rect.h >= 32, rect
            assert cards[k].right < rect.centerx < cards[k + 1].x  # in the gap between
        scene.draw(app.screen)
        rect, k = buttons[0]
        # the disc is gold, its arrow dark on it
        edge = app.screen.get_at((rect.centerx, rect.centery + rect.h * 2 // 5 - 2))
        assert sum(abs(a - b) for a, b in zip(edge[:3], theme.GOLD, strict=True)) < 60, edge
        scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1,
                                              pos=rect.center))
        names = ["Ana", "Dan", "Ion"]
        names[k], names[k + 1] = names[k + 1], names[k]
        assert scene.player_names() == names
    finally:
        app.close()


def test_no_button_swaps_the_computer(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = open_new_game(app, "yams", 1)
        settled(app)
        assert scene.swap_rects() == []  # one person and the computer: nothing to swap
    finally:
        app.close()


def test_alt_arrows_move_the_person_being_named(tmp_path):
    # the swap buttons' keys: Alt+→ in a name field moves that person one place on, the
    # caret going with their name; never past the computer
    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = open_new_game(app, "yams", 2)
        settled(app)
        scene.fields[0].set_text("Ana")
        scene.fields[1].set_text("Dan")
        scene.focus.focus(scene.fields[0])
        alt_right = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT,
                                       mod=pygame.KMOD_LALT, unicode="")
        scene.handle_event(alt_right)
        assert scene.player_names() == ["Dan", "Ana"]
        assert scene.focus.focused is scene.fields[1]  # still on Ana
        scene.handle_event(alt_right)  # the computer next: Ana stays
        assert scene.player_names() == ["Dan", "Ana"]
    finally:
        app.close()


def test_a_swap_button_lights_under_the_pointer(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = open_new_game(app, "yams", 2)
        settled(app)
        (rect, _), = scene.swap_rects()
        probe = (rect.centerx, rect.centery + rect.h * 2 // 5 - 2)
        scene.draw(app.screen)
        quiet = app.screen.get_at(probe)
        scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0),
                                              buttons=(0, 0, 0)))
        scene.draw(app.screen)
        lit = app.screen.get_at(probe)
        assert sum(lit[:3]) > sum(quiet[:3]) + 40, (quiet, lit)  # lighter: it is clickable
    finally:
        app.close()
