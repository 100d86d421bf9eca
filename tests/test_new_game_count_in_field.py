"""New Game's letters left on a low seat card (1024x600, six players) never stand over the
card's mark (critic cR74b #1: the "rămâne 1 literă" plate lay across seat 1's mark; ruling S16,
round 74), nor as a bare figure in the name field (round 82, hF113, critic cB81 #15: the
cryptic "1"; ruling S114 3.): the field says the name alone."""

from __future__ import annotations

import pygame
import pytest

from tests.uihelpers import make_app, recorded_frame, settle
from tools.render_screens import open_new_game

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_a_low_cards_letters_left_stand_neither_over_its_mark_nor_in_its_field(tmp_path):
    size = (1024, 600)
    app = make_app(tmp_path, size=size)
    try:
        scene = open_new_game(app, "farkle", 6)
        field = scene.fields[0]
        scene.focus.focus(field)
        field.set_text("Ștefan Țuțuianu")  # 15 letters of 16
        settle(app, 3)
        card = scene.card_rects()[0]
        assert scene.card_bubble_room(card) == 0  # (a low card: the case of the defect)
        frame = recorded_frame(scene, size, pygame.Surface(size))
        named = scene.name_field_rect(card, scene.field_h)
        mark = scene.tall_mark_rect(card, scene.card_bubble_room(card, 0))
        chips = [t.text for t in frame.texts if named.contains(t.rect)]
        assert chips == ["Ștefan Țuțuianu"], chips  # the name alone, no figure (S114 3.)
        words = [t for t in frame.texts if "liter" in t.text or t.text == "rămâne"]
        assert not words, words  # no words over the card's head
        over = [t for t in frame.texts if t.rect.colliderect(mark)]
        assert not over, (over, mark)  # nothing written on the mark
    finally:
        app.close()
