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


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
@pytest.mark.parametrize("humans", [4, 6])
def test_the_chip_across_the_wrap_is_joined_to_both_cards(tmp_path, size, humans):
    """Critic I72: the chip across the wrap dangled at the left of row 2, nothing beside it: a
    bent line in the gap between the rows joins it to the other card it swaps, crossing no
    card, drawn in the chip's gold."""
    app = make_app(tmp_path, size=size)
    try:
        scene = open_new_game(app, "farkle", humans)
        for _ in range(60):
            app.step(FRAME)
        cards = scene.shown_card_rects()
        wraps = [(rect, k) for rect, k in scene.swap_rects() if cards[k].y != cards[k + 1].y]
        assert len(wraps) == 1
        rect, k = wraps[0]
        path = scene.wrap_path(rect, cards[k], cards[k + 1])
        ends = [path[0], path[-1]]
        on_chip = [p for p in ends if rect.inflate(2, 2).collidepoint(p)]
        assert len(on_chip) == 1, (path, rect)
        other = ends[1] if on_chip[0] == ends[0] else ends[0]
        far = cards[k] if rect.centerx < cards[k + 1].x else cards[k + 1]
        assert far.inflate(2, 2).collidepoint(other) and not far.inflate(-4, -4).collidepoint(
            other), (path, far)
        # crossing no card (touching its edge at an end)
        for a, b in zip(path, path[1:], strict=False):
            seg = pygame.Rect(min(a[0], b[0]), min(a[1], b[1]), abs(a[0] - b[0]) + 1,
                              abs(a[1] - b[1]) + 1)
            assert not any(card.inflate(-4, -4).colliderect(seg) for card in cards), (seg, path)
        app.step(FRAME)
        turn = path[1] if abs(path[1][0] - path[2][0]) > 0 else path[2]
        middle = ((path[1][0] + path[2][0]) // 2, turn[1])
        assert tuple(app.screen.get_at(middle)[:3]) == scene.wrap_line_colour(), middle
    finally:
        app.close()
