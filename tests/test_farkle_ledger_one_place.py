"""A ledger with room for one row place only (a short panel at 1024×600) still shows the
latest of several rows, in that one place, the older ones folded: it never reads past its
grid (review of round 65: a 400×170 ledger raised IndexError with two rows)."""

from __future__ import annotations

import pygame
import pytest

from game.widgets import layout_record
from game.widgets.dice_render import FaceCache
from game.widgets.farkle_ledger import StoryRow, ValueLine, draw_story, ledger_places, story_fit

SCALE = 600 / 1080
RECT = pygame.Rect(10, 0, 400, 170)
ROWS = [StoryRow((1,), "Un 1", "100"), StoryRow((5,), "Un 5", "50"),
        StoryRow((1, 1, 1), "Trei de 1", "1 000")]


@pytest.mark.parametrize("count", [2, 3])
def test_a_one_place_ledger_shows_the_latest_row_in_its_place(count):
    assert len(ledger_places(RECT, SCALE)) == 1  # the case: one place in the grid
    rows = ROWS[:count]
    assert story_fit(RECT, SCALE, rows) == 1
    size = (RECT.right + 10, RECT.bottom)
    surface = pygame.Surface(size)
    layout_record.start(size)
    try:
        layout_record.begin(size)
        draw_story(surface, RECT, SCALE, FaceCache(), "Puse deoparte", "", rows,
                   ValueLine("Total tură", "1 150"), earlier="2 mai devreme", free_from=0)
        frame = layout_record.frame()
    finally:
        layout_record.stop()
    texts = [t.text for t in frame.texts]
    assert rows[-1].name in texts, texts  # the latest row is shown
    place = ledger_places(RECT, SCALE)[0]
    shown = next(t.rect for t in frame.texts if t.text == rows[-1].name)
    assert place.contains(shown), (place, shown)
