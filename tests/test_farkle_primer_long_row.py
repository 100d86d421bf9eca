"""A primer row of six dice ("Șase de 1 · 3 000", the throw the empty ledger lists after a
six-of-a-kind) keeps its name clear of its points at 1024×600: its dice draw smaller rather
than the name running into the figure ("Șase de 13 000", critic B29)."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.widgets import layout_record
from game.widgets.dice_render import FaceCache
from game.widgets.farkle_ledger import StoryRow, ValueLine, draw_story


@pytest.mark.parametrize(("width", "scale"), [(245, 600 / 1080), (327, 768 / 1080),
                                              (460, 1.0)])
def test_a_six_dice_row_keeps_its_name_clear_of_its_points(width, scale):
    # (the ledger's widths at 1024×600, 1366×768 and 1920×1080)
    size = (width + 20, 420)
    surface = pygame.Surface(size)
    layout_record.start(size)
    try:
        layout_record.begin(size)
        rows = [StoryRow((1,) * 6, "Șase de 1", "3 000"), StoryRow((5,), "Un 5", "50")]
        draw_story(surface, pygame.Rect(10, 0, width, 420), scale, FaceCache(), "Puse deoparte",
                   "Zarurile puse deoparte apar aici.", [], ValueLine("Total până acum", "0"),
                   primer=rows, primer_title="Ce se punctează:")
        said = {t.text: t.rect for t in layout_record.frame().texts if t.role == "primer"}
    finally:
        layout_record.stop()
    name, figure = said["Șase de 1"], said["3 000"]
    assert name.right + theme.px(8, scale) <= figure.left, (name, figure)
