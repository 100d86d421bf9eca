"""Ruling S37 (2): the Y10 countdown is explained where it happens. Its ring stands on the
row of the box it will fill, at the box's right end in the player's column (no gutter beside
the sheet holds a 68 px ring: ~30 px at 1920, 16 at 1024), with one to six players at every
size; its short caption is the prompt pill's line naming that box ("Se înscrie automat la
Doi"), drawn at 18 px of em or more at 1024x600, under why it counts, both whole."""

from __future__ import annotations

import pygame
import pytest

from game.views.yams_prompt import draw_prompt, prompt_rect, prompt_say
from game.widgets import layout_record
from game.widgets.text import em_px
from tests.uihelpers import make_app
from tools.screens_yams import roll, table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

NAMES = ("Ana", "Ion", "Eva", "Dan", "Ema", "Radu")
SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


@pytest.mark.parametrize("players", [1, 3, 6])
@pytest.mark.parametrize("size", SIZES)
def test_the_ring_stands_on_its_boxs_row_and_the_pill_names_the_box(tmp_path, size, players):
    app = make_app(tmp_path, size=size, menu_drawn=False)
    try:
        scene = table(app, NAMES[:players], [2, 2, 3, 5, 6] * 3, computer=False)
        for _ in range(3):
            roll(app, scene)
        app.step(0.1)
        box = scene.flow.marked_box
        assert scene.flow.countdown is not None and box is not None
        cell = scene.sheet.cell_rect(scene.game.current, box)
        row = pygame.Rect(scene.sheet.rect.x, cell.y, scene.sheet.rect.w, cell.h)
        ring = scene.countdown_ring_rect()
        assert ring is not None and ring.colliderect(row), (ring, row)
        assert row.top <= ring.centery <= row.bottom, (ring, row)  # centred on that row
        column = scene.sheet.column_rect(scene.game.current)
        assert column.left <= ring.left and ring.right <= column.right, (ring, column)
        say = prompt_say(scene)
        assert say is not None and scene.tr(box.key) in say.detail, say  # the caption
        surface = pygame.Surface(size)
        layout_record.start(size)
        try:
            draw_prompt(surface, scene)
            texts = [t for t in layout_record.frame().texts
                     if prompt_rect(scene).colliderect(t.rect)]
        finally:
            layout_record.stop()
        caption = [t for t in texts if t.text == say.detail]
        assert len(caption) == 1, [t.text for t in texts]
        if size == (1024, 600):
            assert min(em_px(t.size) for t in texts) >= 18, [(t.text, em_px(t.size))
                                                             for t in texts]
    finally:
        app.close()
