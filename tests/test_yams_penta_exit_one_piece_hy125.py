"""A Yams Penta's stage leaves in one piece, onto a lit table (critic cA81 #1, #3 and change 1;
ruling S103 1. and 2., amending S77 1.): from the frame its exit starts
(:data:`~game.theme_stage.YAMS_EXIT_STAMP`) the stage cross-fades into the whole table, the
score sheet with the rest (never a bare olive sheet while the left side is back), the table at
full light within about 0.4 s, and the stage gone once its dice are home (no dimmed hold over a
lit "Validează tura" that a click would only end)."""

from __future__ import annotations

import numpy
import pygame
import pytest

from game.theme_stage import YAMS_EXIT_STAMP
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

FRAME = 1 / 60
LIT_WITHIN = 0.4
"""Seconds from the exit's start by which the table is back at full light."""


def _pixels(surface, rect):
    """``rect``'s pixels, sampled every 4th (a numpy array of ints)."""
    return pygame.surfarray.array3d(surface.subsurface(rect))[::4, ::4].astype(int)


def _back(now, start, settled) -> float:
    """How far ``now`` has come from ``start`` (the stage) to ``settled`` (the table), 0..1."""
    whole = numpy.abs(start - settled).mean()
    return 1 - numpy.abs(now - settled).mean() / max(1.0, whole)


def _exit_frames(tmp_path, kind, size):
    """Step the app through ``kind``'s stage from just before its exit: each frame's age
    after the exit's start (s), whether the stage is still up, and the pixels of the score
    sheet's last column and of the left column's edge over its title and lane and over its
    standings and buttons (where nothing of the stage but its backdrop lies); then those of
    the settled table."""
    from game.scenes.stage import StageOverlay
    from tools.screens_stage import _joker, _penta, until_staged

    app = make_app(tmp_path, size=size)
    try:
        (_penta if kind == "penta" else _joker)(app)
        stage = until_staged(app, kind)
        table = app.manager.stack[-2]
        clock = stage.clock
        start = YAMS_EXIT_STAMP[0] * clock.duration
        clock.age = start - 3 * FRAME
        left, sheet = table.left, table.sheet.rect
        rack = table.rack_place()
        strip = round(0.05 * size[0])  # (strips at the window's sides: no stamp's letters,
        # no gathered die nor the words under them ever cross them, at any size)
        low = table.standings.area.union(table.validate_button.rect)
        regions = [pygame.Rect(sheet.right - strip, sheet.y, strip, sheet.h),
                   pygame.Rect(left.x, left.y, strip, rack.top - left.y),
                   pygame.Rect(left.x, low.y, strip, low.h)]
        frames = []
        age = clock.age
        for _ in range(200):
            app.step(FRAME)
            age += FRAME
            up = isinstance(app.manager.top, StageOverlay)
            frames.append((age - start, up, [_pixels(app.screen, r) for r in regions]))
            if not up and age - start > 1.0:
                break
        for _ in range(40):  # the table settled (its dice home, its glows lit)
            app.step(FRAME)
        return frames, [_pixels(app.screen, r) for r in regions]
    finally:
        app.close()


@pytest.mark.parametrize(("kind", "size"), [("penta", (1920, 1080)), ("penta", (1024, 600)),
                                            ("joker_penta", (1366, 768))])
def test_the_sheet_comes_back_with_the_rest_of_the_table(tmp_path, kind, size):
    frames, settled = _exit_frames(tmp_path, kind, size)
    first = next(f for f in frames if f[0] >= 0)[2]
    seen = 0
    for after, up, pixels in frames:
        if after < 0 or not up:
            continue
        seen += 1
        sheet, top, bottom = (_back(now, s, e) for now, s, e in zip(pixels, first, settled,
                                                                     strict=True))
        for side in (top, bottom):  # one piece: the sheet as far back as the rest
            assert abs(sheet - side) <= 0.25, (round(after, 3), round(sheet, 2),
                                               round(top, 2), round(bottom, 2))
    assert seen >= 8


@pytest.mark.parametrize(("kind", "size"), [("penta", (1366, 768)), ("joker_penta", (1024, 600))])
def test_the_table_is_lit_within_four_tenths_of_a_second(tmp_path, kind, size):
    frames, settled = _exit_frames(tmp_path, kind, size)
    first = next(f for f in frames if f[0] >= 0)[2]
    late = [f for f in frames if f[0] >= LIT_WITHIN + FRAME / 2]
    assert late
    for after, _, pixels in late:
        for now, s, e in zip(pixels, first, settled, strict=True):
            assert _back(now, s, e) >= 0.95, (round(after, 3), _back(now, s, e))


@pytest.mark.parametrize("kind", ["penta", "joker_penta"])
def test_the_stage_is_gone_once_its_dice_are_home(tmp_path, kind):
    """No dimmed or idle stage left over a lit table: the table is on top (its "Validează
    tura" acting on a click) within 0.7 s of the exit's start."""
    frames, _ = _exit_frames(tmp_path, kind, (1366, 768))
    assert all(not up for after, up, _ in frames if after >= 0.7)
