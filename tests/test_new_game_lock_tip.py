"""New Game: the padlock on the computer's card is explained (critic L72 #12): with the pointer
on the computer's card, a tooltip beside that card (round 74: inside it, it covered the
computer's mark), pointing at its padlock, says "Calculatorul joacă
ultimul: locul lui e fix" (what the lock does: the computer closes the order), whole and at
least 16 px at 1024x600; the pointer off the card, it goes. Alt+→ on the last person (the
keys meeting the lock) says it too, for a notice's time."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from tests.uihelpers import FRAME, key, make_app, recorded_frame, settle
from tools.render_screens import open_new_game

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1024, 600), (1920, 1080)]


def _point(app, pos):
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    app.step(FRAME)


def _tip_marks(scene, size):
    words = scene.lock_tip_text()
    texts = recorded_frame(scene, size).texts
    name = scene.seat_chips()[-1][1].split(" · ", 1)[1]  # (the computer's name plate)
    return [mark for mark in texts if mark.text and mark.text in words and mark.text != name]


@pytest.mark.parametrize("size", SIZES)
def test_the_pointer_on_the_computers_card_explains_its_lock(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = open_new_game(app, "yams", 2)
        settle(app, 40)
        computer = scene.shown_card_rects()[-1]
        assert not _tip_marks(scene, size)  # nothing said before the pointer comes
        _point(app, computer.center)
        marks = _tip_marks(scene, size)
        said = " ".join(m.text for m in marks)
        assert said == scene.lock_tip_text(), said  # whole, every word
        assert scene.tr("new_game.computer_last") in said and "Setări" in said
        tip = scene.lock_tip_rect()
        assert tip is not None
        for mark in marks:  # (round 74, S16: beside the card, never on its mark or name)
            assert tip.contains(mark.rect), (mark.rect, tip)  # whole, in its tooltip
            assert mark.size >= 16, mark.size
        assert not tip.colliderect(scene.tall_mark_rect(computer))  # (test_new_game_lock_tip_
        # beside.py: off the card's mark, name and padlock, its point at the padlock)
        _point(app, scene.shown_card_rects()[0].center)  # on a person's card: gone
        assert not _tip_marks(scene, size)
    finally:
        app.close()


def test_alt_right_on_the_last_person_says_why_the_computer_stays_last(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = open_new_game(app, "yams", 2)
        settle(app, 40)
        last = scene.field_of_card(1)
        scene.focus.focus(last)
        key(app, pygame.K_RIGHT, pygame.KMOD_ALT)
        assert scene.field_of_card(1) is last and scene.focus.focused is last
        assert _tip_marks(scene, (1366, 768))
        for _ in range(round(theme.NOTICE_TIME / FRAME) + 5):
            scene.update(FRAME)
        assert not _tip_marks(scene, (1366, 768))
    finally:
        app.close()
