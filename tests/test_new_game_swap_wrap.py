"""New Game's swap chips across the rows' wrap (critic F71: with five people or more the
fourth and the fifth person stood on two rows and no chip swapped them: the order could be
set everywhere but there): a chip between every two people who follow each other, the last
card of a row and the first of the next too, standing in the felt beside one of the two (before
the next row's first card where the felt there holds it, else after the row's last card), its
centre on no card, and it swaps those two."""

from __future__ import annotations

import pygame
import pytest

from game.widgets.felt import felt_area
from tests.uihelpers import FRAME, make_app
from tools.render_screens import open_new_game


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
def test_a_chip_swaps_the_people_across_the_wrap(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = open_new_game(app, "farkle", 6)
        for _ in range(60):
            app.step(FRAME)
        names = ["Ana", "Dan", "Ion", "Eva", "Radu", "Maria"]
        for field, name in zip(scene.fields, names, strict=True):
            field.set_text(name)
        cards = scene.shown_card_rects()
        buttons = scene.swap_rects()
        assert sorted(k for _, k in buttons) == list(range(5))  # every two people
        felt = felt_area(size)
        for rect, k in buttons:
            assert felt.contains(rect), rect
            assert not any(card.collidepoint(rect.center) for card in cards), (k, rect)
        wraps = [(rect, k) for rect, k in buttons if cards[k].y != cards[k + 1].y]
        assert wraps, "no chip across the wrap"
        rect, k = wraps[0]
        before, after = cards[k + 1], cards[k]
        assert (rect.centerx < before.x and before.top < rect.centery < before.bottom
                or after.right < rect.centerx and after.top < rect.centery < after.bottom)
        scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1,
                                              pos=rect.center))
        names[k], names[k + 1] = names[k + 1], names[k]
        assert scene.player_names() == names
    finally:
        app.close()
