"""The menu's chips beside the hero read as information, not buttons (critic A51: "the info
chips framed like buttons"): a chip draws no panel, no frame, nothing on its rect's edges, only
its picture and its words on the felt, the picture and words centred together in its room; and
the mouse over it changes nothing."""

from __future__ import annotations

import pygame
import pytest

from game.widgets.menu_chips import Chip, draw_chip
from tests.uihelpers import FRAME, make_app

FELT = (20, 90, 50)


def test_a_chip_draws_nothing_on_its_edges():
    pygame.init()
    surface = pygame.Surface((600, 200))
    surface.fill(FELT)
    rect = pygame.Rect(100, 50, 400, 100)
    draw_chip(surface, rect, Chip("trophy", "Record Yams", "Stabilește-l tu"), 20, 30, 1.0)
    edges = [(x, y) for x in range(rect.x, rect.right, 7) for y in (rect.y, rect.y + 2,
                                                                     rect.bottom - 1)]
    edges += [(x, y) for y in range(rect.y, rect.bottom, 7) for x in (rect.x, rect.x + 2,
                                                                       rect.right - 1)]
    framed = [p for p in edges if tuple(surface.get_at(p))[:3] != FELT]
    assert not framed, framed[:5]  # no panel, no frame: information on the felt
    inked = [x for x in range(rect.x, rect.right) for y in range(rect.y, rect.bottom, 3)
             if tuple(surface.get_at((x, y)))[:3] != FELT]
    left, right = min(inked), max(inked)
    assert abs((left - rect.x) - (rect.right - 1 - right)) <= 6, (left, right, rect)  # centred


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_mouse_over_a_chip_changes_nothing(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        menu = app.manager.top
        for _ in range(30):
            app.step(FRAME)
        rect = menu.chip_rects()[0]
        before = app.screen.subsurface(rect).copy()
        pygame.mouse.set_pos(rect.center)
        menu.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(1, 1),
                                             buttons=(0, 0, 0)))
        for _ in range(30):
            app.step(FRAME)
        after = app.screen.subsurface(rect)
        changed = sum(before.get_at((x, y)) != after.get_at((x, y))
                      for x in range(0, rect.w, 4) for y in range(0, rect.h, 4))
        assert changed == 0, changed
    finally:
        app.close()


def test_a_chips_words_are_not_in_the_gold_of_what_can_be_clicked():
    # critic F71: the chips' values in bold gold read as links, and nothing happens on a click;
    # information is said in the felt's quiet cream, the gold kept for what acts
    from game import theme

    pygame.init()
    surface = pygame.Surface((600, 200))
    surface.fill(FELT)
    rect = pygame.Rect(100, 50, 400, 100)
    draw_chip(surface, rect, Chip("die", "Jucători", "1–6 + Calculatorul"), 20, 30, 1.0)
    gold = [(x, y) for x in range(rect.x, rect.right) for y in range(rect.y, rect.bottom, 2)
            if sum(abs(a - b) for a, b in zip(surface.get_at((x, y))[:3], theme.GOLD,
                                              strict=True)) < 60]
    assert not gold, gold[:5]
