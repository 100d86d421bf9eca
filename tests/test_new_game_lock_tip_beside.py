"""New Game: the tooltip explaining the computer's padlock stands beside what it explains,
never on it (critic, round 74 #2: inside the computer's card it covered the computer's own
mark): clear of that card's mark, its padlock and its name plate, off the form's panel and the
buttons, inside the felt at every size, its point reaching the padlock."""

from __future__ import annotations

import math

import pygame
import pytest

from game.widgets.felt import felt_area
from tests.uihelpers import FRAME, make_app, recorded_frame, settle
from tools.render_screens import open_new_game

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
@pytest.mark.parametrize(("kind", "humans"), [("yams", 1), ("yams", 2), ("farkle", 3),
                                              ("farkle", 4), ("yams", 6)])
def test_the_lock_tip_stands_beside_the_computers_mark_and_name(tmp_path, size, kind, humans):
    app = make_app(tmp_path, size=size)
    try:
        scene = open_new_game(app, kind, humans)
        settle(app, 40)
        computer = scene.shown_card_rects()[-1]
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=computer.center,
                                             rel=(0, 0), buttons=(0, 0, 0)))
        app.step(FRAME)
        tip = scene.lock_tip_rect()
        assert tip is not None
        mark = scene.tall_mark_rect(computer)
        name = scene.name_field_rect(computer, scene.field_h)
        assert not tip.colliderect(mark), (tip, mark)  # never on what it explains
        assert not tip.colliderect(name), (tip, name)
        assert not tip.colliderect(scene.lock_badge_rect(computer)), tip
        assert felt_area(size).contains(tip), (tip, size)  # inside the window, whole
        for rect in (scene.panel, scene.start_button.rect, scene.back_button.rect):
            assert not tip.colliderect(rect), (tip, rect)
        words = [t for t in recorded_frame(scene, size).texts  # the screen's own lines
                 if t.text in (scene.heading(), scene.summary())]
        assert len(words) == 2, [t.text for t in words]
        for line in words:  # (the heading over the cards, the game's line: never covered)
            assert not tip.colliderect(line.rect), (tip, line.text, line.rect)
        point = scene.lock_tip_pointer(computer, tip)  # its point at the padlock
        badge = scene.lock_badge_rect(computer)
        tip_end = point[-1]  # at the card's edge by the padlock
        assert computer.inflate(4, 4).collidepoint(tip_end), (tip_end, computer)
        near = badge.w + 3 * scene.card_edge()
        assert math.dist(tip_end, badge.center) <= near, (tip_end, badge)
        said = " ".join(t.text for t in recorded_frame(scene, size).texts
                        if t.text and t.text in scene.lock_tip_text()
                        and tip.contains(t.rect))
        assert said == scene.lock_tip_text(), said  # whole, every word
    finally:
        app.close()
