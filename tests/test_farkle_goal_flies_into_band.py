"""The goal's plate leaves by flying whole into the title's row, where the last round's band
takes over from it (round 76, hL76, critics cF75b and cZ75: as the last round began the
title's row stood as an empty slot with a blurred "10 000" while the plate shrank about its
middle to a ~60x18 px miniature; ruling S6 amended).

As it leaves, the plate keeps its own proportions and never grows smaller than the band's
height (no miniature), rising from the felt's middle to the title's place and landing on the
title's words; the title's row is the table's like every other row (it comes back into focus
with the table: no hushed slot of its own), and the band is there from the frame the plate has
landed."""

from __future__ import annotations

import pygame
import pytest

from game import theme_stage
from game.views import stage_goal
from game.views.farkle_last_round import band_rect
from game.widgets import layout_record
from tests.test_farkle_goal_hushed_table import _frame
from tests.uihelpers import make_app
from tools import screens_farkle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

FPS = 60


def _title_words(app, size) -> pygame.Rect:
    """The title's words ("10 000") as the table draws them, in the title's row."""
    stage = app.manager.top
    band = band_rect(stage.table)
    layout_record.start(size)
    try:
        layout_record.begin(size)
        stage.table.draw(pygame.Surface(size))
        texts = list(layout_record.frame().texts)
    finally:
        layout_record.stop()
    words = [t.rect for t in texts if t.text.strip() and band.contains(t.rect)
             and any(ch.isdigit() for ch in t.text)]
    assert words, [t.text for t in texts if band.colliderect(t.rect)]
    return words[0].unionall(words[1:])


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_plate_flies_whole_into_the_title_row(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        screens_farkle._goal_banner(app)
        assert screens_farkle.goal_up(app)
        stage = app.manager.top
        picture, clock = stage.picture, stage.clock
        band = band_rect(stage.table)
        title = _title_words(app, size)
        rest = stage_goal.plate_now(picture)
        start, end = theme_stage.FARKLE_GOAL_LEAVE
        tops, last = [], None
        for k in range(round(clock.duration * FPS) + 1):
            clock.age = min(clock.duration, k / FPS)
            if not start <= clock.progress < end:
                continue
            plate = stage_goal.goal_plate(picture, clock)
            # whole: its own proportions, never smaller than the band it becomes
            assert plate.h >= 0.95 * band.h, (round(clock.progress, 3), plate, band)
            assert abs(plate.w / plate.h - rest.w / rest.h) < 0.04 * rest.w / rest.h, plate
            tops.append(plate.centery)
            last = plate
        assert len(tops) >= 4, tops
        assert all(b <= a for a, b in zip(tops, tops[1:], strict=False)), tops  # it rises
        assert last is not None and band.collidepoint(last.center), (last, band)
        assert last.inflate(4, 4).contains(title), (last, title)  # it lands on the title
    finally:
        app.close()


def test_the_title_row_is_never_a_hushed_slot(tmp_path):
    size = (1366, 768)
    app = make_app(tmp_path, size=size)
    try:
        screens_farkle._goal_banner(app)
        assert screens_farkle.goal_up(app)
        stage = app.manager.top
        band = band_rect(stage.table)
        start, end = theme_stage.FARKLE_GOAL_LEAVE
        checked = 0
        for share in (0.3, 0.6, 0.9):
            progress = start + (end - start) * share
            surface, _ = _frame(app, size, progress)
            blur, _ = stage_goal.hush_now(stage.clock)
            sharp = pygame.Surface(size)
            stage.table.draw(sharp)
            table_now = stage_goal.refocused(stage.picture, sharp, blur) if blur else sharp
            plate = stage_goal.goal_plate(stage.picture, stage.clock)
            # the title's row beside the plate is the table as it refocuses, like the rows
            # under it (never a slot hushed apart: a dark box with a blurred "10 000")
            for x in range(band.left + 2, band.right - 2, 7):
                for y in range(band.top + 2, band.bottom - 2, 5):
                    if plate.inflate(40, 40).collidepoint(x, y):
                        continue  # (the plate and its burst's glow round it)
                    got, want = surface.get_at((x, y)), table_now.get_at((x, y))
                    assert max(abs(a - b) for a, b in zip(got[:3], want[:3], strict=True)) <= 12, (
                        round(progress, 3), (x, y), got, want)
                    checked += 1
        assert checked > 50, checked
    finally:
        app.close()
