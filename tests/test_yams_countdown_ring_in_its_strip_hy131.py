"""Ruling S93 2. (amended round 82, hY131; critic cA82 defect 8, ``yams_countdown_last``):
in its last second the Y10 countdown's ring beats *inside* the prompt's pill. It swelled by
14 % with a 10 px halo and burst through the pill's top and bottom border (a 76 px ring in an
~82 px pill). Now the beat grows the ring only up to the pill's inner edge, and its halo is
drawn inside the pill: nothing crosses the pill's frame at any size."""

from __future__ import annotations

import pygame
import pytest

from game.views.yams_prompt import prompt_rect
from tests.test_yams_countdown_badge_inside import _counting
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _bands(scene, ring: pygame.Rect) -> list[pygame.Rect]:
    """The strips just over and under the pill, across the ring's width (its frame and out)."""
    pill = prompt_rect(scene)
    reach = scene.px(24)
    wide = ring.inflate(2 * reach, 0)
    frame = scene.px(2)
    return [pygame.Rect(wide.x, pill.top - reach, wide.w, reach + frame),
            pygame.Rect(wide.x, pill.bottom - frame, wide.w, reach + frame)]


def _pixels(surface: pygame.Surface, rects: list[pygame.Rect]) -> list[bytes]:
    return [pygame.image.tobytes(surface.subsurface(r.clip(surface.get_rect())), "RGB")
            for r in rects]


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_last_seconds_beat_never_crosses_the_pills_frame(tmp_path, size):
    app = make_app(tmp_path, size=size, menu_drawn=False)
    try:
        scene = _counting(app, 3)
        ring = scene.countdown_ring_rect()
        scene.flow.countdown = 2.5  # no beat: the pill's frame as it rests
        app.step(0.0)
        assert scene.flow.countdown_pulse() == 0
        rest = _pixels(app.screen, _bands(scene, ring))
        for left in (0.98, 0.48):  # as its "1" shows, and the second beat
            scene.flow.countdown = left
            assert scene.flow.countdown_pulse() > 0.85
            app.step(0.0)
            assert _pixels(app.screen, _bands(scene, ring)) == rest, (size, left)
    finally:
        app.close()
