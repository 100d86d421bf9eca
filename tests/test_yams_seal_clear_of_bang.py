"""A second Penta's seal ("de 2 ori") sits on the stamp's top-right corner without hiding
its "!" (critic C60: the sticker clipped the "!" at every size): it straddles the letters'
corner by its own edge only, the "!" whole beside it."""

from __future__ import annotations

import pygame
import pytest

from game.flow.stage import GRAND, StageClock
from game.views.stage import StagePicture, draw_stage
from game.widgets import layout_record
from game.widgets.felt import felt_area
from tests.uihelpers import make_app


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_seal_leaves_the_stamps_bang_whole(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        felt = felt_area(size)
        shots = []
        for badge in ("", "de 2 ori"):
            picture = StagePicture("joker_penta", GRAND, felt, size[1] / 1080, "Penta!",
                                   line="Ana", seat=0, badge=badge, hot=True)
            clock = StageClock("joker_penta")
            clock.age = clock.duration * 0.5
            surface = pygame.Surface(size)
            layout_record.start(size)
            try:
                layout_record.begin(size)
                draw_stage(surface, picture, clock)
                letters = next(m.rect for m in layout_record.frame().texts if m.text == "Penta!")
            finally:
                layout_record.stop()
            shots.append(surface)
        plain, sealed = shots
        diff = pygame.mask.from_threshold(sealed, (0, 0, 0), (1, 1, 1, 255), plain, 1)
        diff.invert()
        seal = diff.get_bounding_rects()
        assert seal
        seal_rect = seal[0].unionall(seal[1:])
        assert seal_rect.colliderect(letters)  # on the stamp still
        assert seal_rect.left >= letters.right - seal_rect.w // 5, (seal_rect, letters)
        assert seal_rect.right <= felt.right, (seal_rect, felt)
    finally:
        app.close()
