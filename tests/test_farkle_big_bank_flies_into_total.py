"""A big bank's "+2 000" sits clear of every frame and flies into the total it adds to
(round 74, hF85, critic row "10 000 banners": on "Încasare mare!" the figure lay over the
plate's gold frame as it slowly took off, and it ended beside the banker's total, in the felt
by the players panel, not in the figure it adds to).

Stepped at 60 fps over its flight, at three sizes: it takes off inside the plate's inner
frame, crosses a frame only passing (a few frames, never sitting on one; behind the plate
it passes under its frame), stays inside the
window, and arrives in the banker's total, shrunk to the total's size and inside the players
panel (clear of its frame), gone as the row counts it in."""

from __future__ import annotations

import pygame
import pytest

from game import theme_stage
from game.flow.stage import StageClock
from game.views import stage_banner, stage_big_bank
from tests.test_farkle_big_bank_lands_beside import _figure_box, _staged
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]
FPS = 60
PASSING = 3
"""At most this many frames (60 fps) in a row of the figure across one frame's line."""


def _straddles(box: pygame.Rect, outer: pygame.Rect, inner: pygame.Rect) -> bool:
    """True when ``box`` lies across the band between ``outer`` and ``inner`` (a frame)."""
    return box.colliderect(outer) and not inner.contains(box)


@pytest.mark.parametrize("size", SIZES)
def test_the_big_banks_figure_sits_clear_of_every_frame_and_lands_in_the_total(tmp_path,
                                                                               size):
    app = make_app(tmp_path, size=size)
    try:
        stage, table = _staged(app)
        picture = stage.picture
        plate = stage_banner.ribbon_rect(picture)
        thick = max(3, round(6 * picture.scale))
        plate_inner = plate.inflate(-4 * thick, -4 * thick)
        panel = table.players_rect
        panel_inner = panel.inflate(-2 * max(2, round(4 * picture.scale)),
                                    -2 * max(2, round(4 * picture.scale)))
        screen = app.screen.get_rect()
        total = picture.target
        clock = StageClock("bank_big")
        boxes = []
        for k in range(round(clock.duration * FPS) + 1):
            clock.age = k / FPS
            place = stage_big_bank.figure_place(picture, clock)
            if place is not None:
                boxes.append((clock.progress, _figure_box(picture, place),
                              stage_big_bank.figure_behind(picture, clock)))
    finally:
        app.close()
    assert len(boxes) >= 10, boxes
    assert not boxes[-1][2], boxes[-1]  # arriving over the panel, seen
    for frame in ((plate, plate_inner), (panel, panel_inner)):
        run = longest = 0
        for _, box, behind in boxes:  # (behind the plate, its frame drawn over it)
            run = run + 1 if _straddles(box, *frame) and not (behind and frame[0] == plate) \
                else 0
            longest = max(longest, run)
        assert longest <= PASSING, (frame, [b for _, b, _ in boxes])  # passing, not sitting
    assert all(screen.contains(box) for _, box, _ in boxes), boxes
    assert plate_inner.contains(boxes[0][1]), (boxes[0], plate_inner)  # off its line
    last = boxes[-1][1]
    assert panel_inner.contains(last) and last.collidepoint(total.center), (last, total)
    assert abs(last.h - total.h) <= 0.35 * total.h, (last, total)  # the total's size
    assert boxes[-1][0] <= theme_stage.BIG_BANK_COUNT[0] + 1e-6  # gone as the row counts
