"""A game alone's new record: the stage's "Nou record!" title never stands cut by the
results' card (round 77, hW80, ruling S29). The stage's picture used to fade out round the
rising card for ~0.45 s, its big title standing over the card's top edge, sliced by it, for
that while. Now the card takes its whole column at once as it comes: the stage's light
fades out beside it, but nothing of the stage shows over the card's column in any frame;
the results' own headline rises with the card and lands in its place. Stepped frame by
frame from the stage's end, at three sizes."""

from __future__ import annotations

import numpy
import pygame
import pytest

from game.scenes.results import ResultsOverlay, entrance
from game.scenes.stage import StageOverlay
from tests.uihelpers import make_app
from tools.end_frames import FRAME, play_last_move
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

MOST_CHANGED = 0.06
"""The most of the strip over the card that may differ from the hushed table under it (a
falling confetti slip or two)."""


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_record_stages_title_never_stands_over_the_cards_edge(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        play_last_move(app, "yams_alone")
        said = []
        with unseen_frames(app):  # the stages' frames not read: the last one drawn
            for _ in range(3000):
                top = app.manager.top
                if isinstance(top, StageOverlay):
                    said.append(top.clock.kind)
                if isinstance(top, ResultsOverlay):
                    break
                app.step(FRAME)
        panel = app.manager.top
        assert isinstance(panel, ResultsOverlay) and said  # ("Nou record!": its first)
        looked = 0
        while panel.time < 0.6:  # the hand-over (its cross-fade: 0.45 s) and a little more
            app.manager.draw(app.screen)
            hushed = panel._hushed
            assert hushed is not None
            below = round(panel.rise_room(panel._panel_bounds()) * (1 - entrance(panel.time)))
            card = panel.panel.move(0, below)
            strip = pygame.Rect(card.x, card.y - panel.px(40), card.w, panel.px(40) - panel.px(4))
            strip = strip.clip(app.screen.get_rect())
            if strip.h > 4:
                shown = pygame.surfarray.array3d(app.screen.subsurface(strip)).astype(int)
                under = pygame.surfarray.array3d(hushed.subsurface(strip)).astype(int)
                changed = float((numpy.abs(shown - under).sum(axis=2) > 30).mean())
                assert changed <= MOST_CHANGED, (size, round(panel.time, 3), changed)
                looked += 1
            with unseen_frames(app, last_drawn=False):  # (drawn, read, by the test above)
                app.step(FRAME)
        assert looked >= 20
    finally:
        app.close()
