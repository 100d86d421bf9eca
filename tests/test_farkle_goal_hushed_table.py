"""The goal's stage hushes the table round its plate (critic B67: "Obiectiv atins!" stood on a
table not dimmed, the panels' words cut at the plate's edges, "Obiecti", "cătorul 1", "sare",
read as a dialog box slicing the table): under the goal's full plate the table is blurred and
darkened (ruling S3: the goal is a stage of its own), so no table word reads cut at the
plate's edge; yet the table stays seen behind it, its panels, dice and seat colours
recognisable, never bare felt (ruling S6, critic D68: "a void")."""

from __future__ import annotations

import pygame
import pytest

from game.views.stage_goal import goal_plate, plate_rest
from game.widgets import layout_record
from tests.uihelpers import make_app
from tools import screens_farkle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SHARP_MOST = 60
"""The largest luminance step between neighbouring pixels a hushed (blurred) word may show
(a word read sharp on the felt steps by well over a hundred)."""


def _frame(app, size, share):
    """The frame at ``share`` of the goal's stage, and the table's words under it (the
    table below is drawn once and reused: its words recorded from a drawing of its own)."""
    stage = app.manager.top
    stage.clock.age = stage.clock.duration * share
    surface = pygame.Surface(size)
    layout_record.start(size)
    try:
        layout_record.begin(size)
        stage.table.draw(pygame.Surface(size))
        words = list(layout_record.frame().texts)
    finally:
        layout_record.stop()
    app.manager.draw(surface)
    return surface, words


def _luma(c) -> float:
    return 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]


def _sharpest(surface, rect) -> float:
    """The largest luminance step between horizontal neighbours inside ``rect``."""
    rect = rect.clip(surface.get_rect())
    most = 0.0
    for y in range(rect.top, rect.bottom):
        last = None
        for x in range(rect.left, rect.right):
            v = _luma(surface.get_at((x, y)))
            if last is not None:
                most = max(most, abs(v - last))
            last = v
    return most


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_no_table_word_reads_cut_at_the_goal_plate_edge(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        screens_farkle._goal_banner(app)
        assert screens_farkle.goal_up(app)
        surface, texts = _frame(app, size, 0.4)
        picture = app.manager.top.picture
        plate = goal_plate(picture, app.manager.top.clock)
        assert plate.h > 0  # the goal's full plate stands
        cut = [t for t in texts if t.role != "stage" and t.text.strip()
               and t.rect.colliderect(plate) and not plate.contains(t.rect)]
        assert cut, "the plate crosses no table word: the test lost its subject"
        for t in cut:
            assert picture.hushes(t.rect), f"{t.text!r} reads at the plate's edge"
            outside = [r for r in (pygame.Rect(t.rect.left, t.rect.top,
                                               max(0, plate.left - t.rect.left), t.rect.h),
                                   pygame.Rect(plate.right, t.rect.top,
                                               max(0, t.rect.right - plate.right), t.rect.h))
                       if r.w > 2]
            for part in outside:  # what shows of it beside the plate: blurred, no sharp ink
                assert _sharpest(surface, part) < SHARP_MOST, (t.text, part)
    finally:
        app.close()


def _cells(surface, size, plate, cell):
    """The mean colour of each ``cell``-wide square of the felt off ``plate``."""
    small = pygame.transform.smoothscale(surface, (size[0] // cell, size[1] // cell))
    means = []
    for x in range(small.get_width()):
        for y in range(small.get_height()):
            if not plate.colliderect(pygame.Rect(x * cell, y * cell, cell, cell)):
                means.append(small.get_at((x, y))[:3])
    return means


def _spread(means) -> float:
    """How far the cells' brightness spreads (its standard deviation)."""
    lumas = [_luma(c) for c in means]
    mean = sum(lumas) / len(lumas)
    return (sum((v - mean) ** 2 for v in lumas) / len(lumas)) ** 0.5


def _chroma(means) -> float:
    """The most colourful cells' colourfulness (the mean of the top tenth's max - min)."""
    spans = sorted(max(c) - min(c) for c in means)
    top = spans[-max(1, len(spans) // 10):]
    return sum(top) / len(top)


@pytest.mark.parametrize("size", [(1366, 768)])
def test_the_table_stays_seen_behind_the_goal_plate(tmp_path, size):
    """Ruling S6 (critic D68: "a void"): behind the plate the table's panels, dice and seat
    colours stay recognisable, blurred and dimmed, never bare felt."""
    app = make_app(tmp_path, size=size)
    try:
        screens_farkle._goal_banner(app)
        stage = app.manager.top
        stage.clock.age = stage.clock.duration * 0.5
        table = pygame.Surface(size)
        stage.table.draw(table)
        staged = table.copy()
        stage.draw(staged)
        plate = plate_rest(stage.picture).group
    finally:
        app.close()
    cell = size[0] // 48
    seen, behind = _cells(table, size, plate, cell), _cells(staged, size, plate, cell)
    assert _spread(behind) > 0.35 * _spread(seen), (_spread(behind), _spread(seen))
    assert _chroma(behind) > 0.4 * _chroma(seen), (_chroma(behind), _chroma(seen))


LEGIBLE_MOST = 0.2
"""The share of a table word's fine detail (its strokes against their own blur) that may
show behind the goal's plate: blurred over 3 px a word keeps about 0.4 of it, over 8 px
about 0.27 (its largest figure still read), over the goal's 16 reference px under 0.18."""


def _detail(surface, rect) -> float:
    """The mean luminance step between ``rect`` of ``surface`` and its own blur over a third
    of its height: a word's strokes (a smudge has none)."""
    import numpy
    import pygame.surfarray

    part = surface.subsurface(rect).copy()
    k = max(2, rect.h // 3)
    smooth = pygame.transform.smoothscale(
        pygame.transform.smoothscale(part, (max(1, rect.w // k), max(1, rect.h // k))),
        rect.size)
    weights = numpy.array([0.299, 0.587, 0.114])
    a = pygame.surfarray.array3d(part) @ weights
    b = pygame.surfarray.array3d(smooth) @ weights
    return float(numpy.abs(a - b).mean())


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_no_table_word_is_legible_behind_the_goal_plate(tmp_path, size):
    """Ruling S6: the table behind the plate is seen, but no word of it reads (its figures,
    its names, its buttons): each keeps under :data:`LEGIBLE_MOST` of its strokes' detail."""
    app = make_app(tmp_path, size=size)
    try:
        screens_farkle._goal_banner(app)
        surface, texts = _frame(app, size, 0.5)
        table = pygame.Surface(size)
        app.manager.top.table.draw(table)
        plate = plate_rest(app.manager.top.picture).group
    finally:
        app.close()
    checked = 0
    for t in texts:
        rect = pygame.Rect(t.rect).clip(surface.get_rect())
        if t.role == "stage" or not t.text.strip() or rect.colliderect(plate) or rect.h < 8:
            continue
        seen = _detail(table, rect)
        if seen < 8:  # (a faint word: nothing to lose)
            continue
        checked += 1
        assert _detail(surface, rect) < LEGIBLE_MOST * seen, (t.text, rect)
    assert checked >= 10, checked  # the table's words round the plate were looked at
