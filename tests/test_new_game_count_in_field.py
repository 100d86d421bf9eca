"""New Game's letters left on a low seat card (1024x600, six players) stand inside the name
field, a number on a chip at its right end, never over the card's mark (critic cR74b #1: the
"rămâne 1 literă" plate lay across seat 1's mark; ruling S16, round 74)."""

from __future__ import annotations

import pygame
import pytest

from tests.uihelpers import make_app, recorded_frame, settle
from tools.render_screens import open_new_game

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_a_low_cards_letters_left_are_a_chip_at_the_fields_right_end(tmp_path):
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
        chips = [t.rect for t in frame.texts if t.text == "1" and named.contains(t.rect)]
        assert len(chips) == 1, [(t.text, t.rect) for t in frame.texts]
        assert chips[0].x > named.centerx, (chips[0], named)  # at the field's right end
        words = [t for t in frame.texts if "liter" in t.text or t.text == "rămâne"]
        assert not words, words  # no words over the card's head
        name = [t.rect for t in frame.texts if t.text == "Ștefan Țuțuianu"]
        assert len(name) == 1 and name[0].right < chips[0].x, (name, chips)  # name whole
        over = [t for t in frame.texts if t.rect.colliderect(mark)]
        assert not over, (over, mark)  # nothing written on the mark
    finally:
        app.close()
