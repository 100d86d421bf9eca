"""A second Penta's seal ("de 2 ori") stands on the stamp's right shoulder, clear of its letters
(critic C60: the sticker clipped the "!"; critic C69: straddling the letters' corner by a tenth
of its width it still touched the "!" at 1920x1080): apart from the letters at every size and
at every frame of the stamp's entrance and hold, level with their top, inside the felt."""

from __future__ import annotations

import pygame
import pytest

from game.flow.stage import GRAND, StageClock
from game.views.stage import StagePicture, draw_stage, drawn_stamp
from game.widgets.felt import felt_area
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # (suite time, r72)

FRAMES = (0.05, 0.12, 0.2, 0.5)
"""Shares of the stage: growing in, overshooting, landed, held."""


def _seal_and_letters(size: tuple[int, int], share: float
                      ) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
    """The pixels the seal changes (their bounds), the stamp's letters as drawn, the felt."""
    felt = felt_area(size)
    shots = []
    letters = None
    for badge in ("", "de 2 ori"):
        picture = StagePicture("joker_penta", GRAND, felt, size[1] / 1080, "Penta!",
                               line="Ana", seat=0, badge=badge, hot=True)
        clock = StageClock("joker_penta")
        clock.age = clock.duration * share
        surface = pygame.Surface(size)
        draw_stage(surface, picture, clock)
        letters = drawn_stamp(picture, clock)
        shots.append(surface)
    plain, sealed = shots
    diff = pygame.mask.from_threshold(sealed, (0, 0, 0), (1, 1, 1, 255), plain, 1)
    diff.invert()  # the pixels the seal changed
    found = diff.get_bounding_rects()
    assert found and letters is not None, (size, share)
    return found[0].unionall(found[1:]), letters, felt


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_seal_stands_clear_of_the_stamps_letters_at_every_frame(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        for share in FRAMES:
            seal, letters, felt = _seal_and_letters(size, share)
            assert not seal.colliderect(letters), (share, seal, letters)  # the "!" whole
            assert seal.left > letters.right, (share, seal, letters)  # on its right shoulder
            assert letters.top - seal.h // 2 <= seal.centery <= letters.centery, \
                (share, seal, letters)  # level with the letters' top, not floating above
            assert felt.contains(seal), (share, seal, felt)
    finally:
        app.close()
