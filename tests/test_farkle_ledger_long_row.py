"""A ledger row of six dice (hot dice' six on the mat, "în selecție +400"; "Trei perechi
1 500") keeps its name whole and clear of its points and its dice inside its place at every
size: where they do not fit side by side, its dice stand over its name (hF60: at 1024×600
"în selecție" ran into "+400")."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.widgets import layout_record
from game.widgets.dice_render import FaceCache
from game.widgets.farkle_ledger import StoryRow, ValueLine, draw_story


@pytest.mark.parametrize(("width", "height", "scale"), [
    (245, 255, 600 / 1080), (245, 200, 600 / 1080), (327, 314, 768 / 1080), (460, 440, 1.0)])
@pytest.mark.parametrize("row", [StoryRow((1, 1, 2, 2, 5, 5), "în selecție", "+400", pending=True),
                                 StoryRow((3, 3, 4, 4, 6, 6), "Trei perechi", "1 500")])
def test_a_six_dice_row_keeps_its_words_clear(width, height, scale, row):
    # (the ledger's sizes at 1024×600 (two players, three), 1366×768 and 1920×1080)
    size = (width + 20, height)
    surface = pygame.Surface(size)
    layout_record.start(size)
    try:
        layout_record.begin(size)
        draw_story(surface, pygame.Rect(10, 0, width, height), scale, FaceCache(),
                   "Puse deoparte", "", [row], ValueLine("Total tură", "400"), free_from=0)
        frame = layout_record.frame()
    finally:
        layout_record.stop()
    name = next(t.rect for t in frame.texts if t.text == row.name)
    points = next(t.rect for t in frame.texts if t.text == row.points)
    dice = next(p.rect for p in frame.panels if p.role == "ledger_dice")
    place = next(p.rect for p in frame.panels if p.role in ("ledger_row", "ledger_pending"))
    assert not name.colliderect(points.inflate(2 * theme.px(8, scale), 0)), (name, points)
    assert not name.colliderect(dice), (name, dice)
    assert place.contains(dice) and place.contains(name), (place, dice, name)
    assert dice.h >= theme.px(theme.FARKLE_SMALL_DIE, scale) // 3, dice  # dice, not specks
