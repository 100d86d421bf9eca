"""The 10 000 win hands over to the results in one cross-fade (ruling S72 2., round 79, hF99;
critic cB78 #10, `end/person_1366x768_0300…0330`: "the light rays cut off, the panel's frame
pops in").

Stepped at 60 frames a second from the win's stage to the results at rest: the rays behind
the champion's headline stay lit to the stage's last frame and fade out under the results'
card as it fades in, on one curve over ``results_picture.CROSS_FADE``; in no frame does the
light beside the headline or the card's frame change by more than a small share of its whole
change (no cut, no pop)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from game.scenes.results import ResultsOverlay
from tests.uihelpers import make_app
from tools.end_frames import FRAME, play_last_move

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

STEP_MOST = 0.15
"""The most of a patch's whole change over the hand-over that one frame may make."""


def _brightness(surface: pygame.Surface, rect: pygame.Rect) -> float:
    """The mean brightness (0..255) of ``rect`` of ``surface``."""
    mean = pygame.transform.average_color(surface, rect.clip(surface.get_rect()))
    return (mean[0] + mean[1] + mean[2]) / 3


def _hand_over(tmp_path: Path, size: tuple[int, int]) -> tuple[list[pygame.Surface], Any]:
    """The frames from 30 frames before the results open to 45 after; and the results."""
    app = make_app(tmp_path, size=size)
    try:
        play_last_move(app, "person")
        kept: list[pygame.Surface] = []
        results = None
        for _ in range(900):
            app.step(FRAME)
            kept.append(app.screen.copy())
            kept = kept[-31:] if results is None else kept
            top = app.manager.top
            if results is None and isinstance(top, ResultsOverlay):
                results = top
            if results is not None and len(kept) >= 31 + 45:
                break
        assert results is not None
        results.held_title()
        return kept, results
    finally:
        app.close()


def _steps(values: list[float]) -> tuple[float, float]:
    """The largest change between two frames, and the whole range of ``values``."""
    jumps = [abs(b - a) for a, b in zip(values, values[1:], strict=False)]
    return max(jumps), max(values) - min(values)


def _half(values: list[float]) -> int:
    """The first frame by which ``values`` have made half their way from first to last."""
    first, last = values[0], values[-1]
    return next(k for k, v in enumerate(values) if abs(v - first) >= abs(last - first) / 2)


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_the_rays_fade_under_the_card_as_it_fades_in_one_cross_fade(tmp_path, size):
    frames, results = _hand_over(tmp_path, size)
    _image, _rect, letters, _size = results.held_title()
    w = size[0]
    rays = pygame.Rect(letters.right + round(w * 0.01), letters.top, round(w * 0.06),
                       letters.h)  # the light beside the headline
    edge = pygame.Rect(results.panel.left - 3, results.panel.centery - round(size[1] * 0.1),
                       7, round(size[1] * 0.2))  # the card's frame, left side
    light = [_brightness(frame, rays) for frame in frames]
    card = [_brightness(frame, edge) for frame in frames]
    opened = 30  # (the results' first frame)
    lit, rest = light[0], light[-1]
    assert lit - rest > 8, light  # the stage's rays are there to hand over
    # the rays still lit whole as the results open (cB78 #10: they had gone before the card)
    assert (light[opened] - rest) >= 0.85 * (lit - rest), [round(v) for v in light]
    # and they go as the card comes, on one curve: half way in the same frames
    assert abs(_half(light) - _half(card)) <= 4, ([round(v) for v in light],
                                                  [round(v) for v in card])
    # the card comes over the cross-fade, not in a few frames (its frame "popped")
    assert _half(card) - opened >= 8, [round(v) for v in card]
    for name, values in (("rays", light), ("card", card)):  # never cut, never popped
        jump, whole = _steps(values)
        assert jump <= STEP_MOST * whole, (name, jump, whole, [round(v) for v in values])
