"""A grand stamp over gathered dice (a Penta's) still slams: it comes down from about 1.3
times its size to its own, grown about a point that keeps its letters inside the felt and
over the dice's row, at every window size."""

from __future__ import annotations

import pygame
import pytest

from game.flow.stage import GRAND, SLAM, StageClock
from game.views.stage import GATHERED_SLAM, StagePicture, draw_stage
from game.views.stage_gather import gathered_rects
from game.widgets.felt import felt_area
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_a_penta_stamp_slams_from_larger_inside_the_felt_over_the_dice(tmp_path, size):
    laid: list[pygame.Rect] = []  # where each picture was laid, whole

    class Recording(pygame.Surface):
        """A surface that remembers where each picture was laid on it."""

        def blit(self, source, dest, *args, **kwargs):  # type: ignore[no-untyped-def]
            rect = super().blit(source, dest, *args, **kwargs)
            at = dest.topleft if isinstance(dest, pygame.Rect) else dest
            laid.append(pygame.Rect(at, source.get_size()))  # unclipped
            return rect

    app = make_app(tmp_path, size=size)
    try:
        scale = size[1] / 1080
        felt = felt_area(size)
        side = round(110 * scale)
        dice = [pygame.Rect(round((200 + 140 * k) * scale), size[1] * 2 // 3, side, side)
                for k in range(5)]
        target = pygame.Rect(size[0] * 2 // 3, size[1] // 2, round(450 * scale), 40)
        # a gathered grand stamp that slams (the 10 000's rare throw; a Penta now grows in,
        # tests/test_yams_penta_home.py)
        picture = StagePicture("rare_throw", GRAND, felt, scale, "Penta!", dice=dice,
                               gather=True, line="Ana", counter=(0, 50), target=target,
                               prefix="+")
        image = picture.stamp_image()
        row_top = gathered_rects(picture)[0].top
        clock = StageClock("rare_throw")
        grown = []
        for share in (0.05, 0.3, 0.6, 0.9):  # the stamp falling
            clock.age = clock.duration * (SLAM[0] + (SLAM[1] - SLAM[0]) * share)
            laid.clear()
            draw_stage(Recording(size), picture, clock)
            ratio = image.get_width() / image.get_height()  # the stamp: its own shape
            stamp = max((r for r in laid if r.size != size and r.w >= image.get_width() * 0.9
                         and abs(r.w / r.h - ratio) < 0.05 * ratio), key=lambda r: r.w)
            scale_now = stamp.h / image.get_height()
            grown.append(scale_now)
            ink = picture.ink()
            assert stamp.top + ink.top * scale_now >= felt.top, (share, stamp)  # in the felt
            assert stamp.top + ink.bottom * scale_now <= row_top + 2, (share, stamp)
        assert grown[0] >= GATHERED_SLAM - 0.06  # it comes down from ~1.3 times its size
        assert grown == sorted(grown, reverse=True) and grown[-1] < 1.1  # onto its own
    finally:
        app.close()
