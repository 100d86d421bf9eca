"""New Game's names read as players' names: large and bold (a layout size of ~50, ~36 px of
em, at 1920×1080 on the big cards of few players; one size per row arrangement, never
changing while a name is typed),
the computer's seat marked as a computer by an "IA" badge (from the locale), and "Înapoi" and
"Începe" one height, their labels centred."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.scenes import new_game_cards
from game.widgets import forms
from game.widgets.text import TITLE_FACE
from tests.uihelpers import FRAME, make_app
from tools.render_screens import open_new_game
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # (suite time, r72)


def _spy(monkeypatch, module):
    shown: list[tuple[str, int, str]] = []
    real = module.draw_text

    def spy(surface, text, size, *args, **kwargs):
        shown.append((text, size, kwargs.get("weight", "regular")))
        return real(surface, text, size, *args, **kwargs)

    monkeypatch.setattr(module, "draw_text", spy)
    return shown


def test_names_are_large_and_bold_on_few_players_cards(tmp_path, monkeypatch):
    typed = _spy(monkeypatch, forms)
    app = make_app(tmp_path, size=(1920, 1080))
    try:
        scene = open_new_game(app, "yams", 2)
        for _ in range(20):
            app.step(FRAME)
        typed.clear()
        scene.draw(app.screen)
        names = [t for t in typed if t[0] in ("Jucătorul 1", "Jucătorul 2")]
        # (hS31, critic R30: the names in display type, the titles' face, not a form's bold;
        # its letters stand taller at a size than Lato's: 46 of it outsize Lato Bold's 48;
        # above the body's 44, never a form's text)
        assert names and all(size >= 46 and weight == TITLE_FACE for _, size, weight in names), \
            names
        before = scene.name_size
        scene.focus.focus(scene.fields[0])
        for letter in "Ștefan":
            scene.fields[0].handle_event(pygame.event.Event(pygame.TEXTINPUT, text=letter))
            app.step(FRAME)
            assert scene.name_size == before  # never changes while a name is typed
    finally:
        app.close()


def test_the_computers_seat_wears_a_robot_mark_and_no_ia_word(tmp_path, monkeypatch):
    """The computer's seat is told apart by a drawn mark (a robot's head on a gold tag) at
    its name plate's end; "IA" stays only in the seeds' quote (RULES.md: "Calculatorul"
    everywhere else)."""
    heads: list[pygame.Rect] = []
    head = new_game_cards.draw_robot_head
    monkeypatch.setattr(new_game_cards, "draw_robot_head",
                        lambda surface, box, ink: (heads.append(pygame.Rect(box)),
                                                   head(surface, box, ink)))
    for size in ((1920, 1080), (1024, 600)):
        drawn = _spy(monkeypatch, new_game_cards)
        app = make_app(tmp_path, size=size)
        try:
            for humans in (1, 6):
                scene = open_new_game(app, "farkle", humans)
                with unseen_frames(app, last_drawn=False):  # the test draws it just after
                    for _ in range(20):
                        app.step(FRAME)
                drawn.clear()
                heads.clear()
                scene.draw(app.screen)
                assert len(heads) == 1 and heads[0].w > 8 and heads[0].h > 8, (size, heads)
                gold = app.screen.get_at(heads[0].inflate(8, 4).topleft)[:3]
                assert gold == theme.GOLD, (size, gold)  # the tag under the head
                assert not [t for t in drawn if t[0] in ("IA", "AI")], (size, humans)
                computer = [t for t in drawn if t[0] == app.tr("common.computer_name")]
                assert computer and computer[0][2] == TITLE_FACE  # (hS31: as a person's)
                app.manager.pop()
        finally:
            app.close()


def test_back_and_start_are_one_height_their_labels_centred(tmp_path):
    for size in ((1920, 1080), (1024, 600)):
        app = make_app(tmp_path, size=size)
        try:
            scene = open_new_game(app, "yams", 2)
            app.step(FRAME)
            back, start = scene.back_button.rect, scene.start_button.rect
            assert back.h == start.h and back.bottom == start.bottom, (back, start)
            assert start.h >= scene.px(theme.BUTTON_SMALL_SIZE[1])
        finally:
            app.close()
