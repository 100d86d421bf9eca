"""The standings re-sort without two rows ever on top of each other (round 78, hY109, critic
cA77 #8, ruling S44): the new leader's row glided over the rows it passed on a translucent
backing, and for several frames two or three rows' words lay over each other ("1. Ion" over a
faint "2. Ana" and "3. Eva"). Now every row whose place changes flips where it stands: it
folds flat in its cell, the row now ranked there unfolds in it (a scoreboard's flap), the rows
that keep their place still. In every frame every player's row is drawn, each inside its own
cell, no two rows' rectangles overlapping by more than a hair, no two names' letters touching.
Stepped every 1/60 s from the click that scores, at 1920x1080, 1366x768 and 1024x600 (one
column, and the two columns of six players at 1024x600)."""

from __future__ import annotations

import pytest

from game import theme_table
from game.flow.turn_passing import RowSlide
from game.widgets import layout_record
from tests.test_yams_standings_glide import ana_rises
from tests.uihelpers import make_app
from tools.screens_yams import validate

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

FRAME = 1 / 60
HAIR = 1
"""Pixels two rows' rectangles may share (their rounding)."""


def _frame(app, scene, names):
    """Step one frame; the standings' drawn rows (seat, rect) and names' text rects."""
    layout_record.start(app.screen.get_size())
    try:
        app.step(FRAME)
    finally:
        layout_record.stop()
    area = scene.standings.area
    texts = {t.text: t.rect for t in layout_record.frame().texts
             if t.text in names and area.colliderect(t.rect)}
    return list(scene.standings.drawn_rows), texts


@pytest.mark.parametrize(("size", "count"), [((1920, 1080), 3), ((1024, 600), 3),
                                             ((1366, 768), 4), ((1024, 600), 6)])
def test_no_two_rows_overlap_in_any_frame_of_a_re_sort(tmp_path, size, count):
    app = make_app(tmp_path, size=size)
    try:
        scene, names = ana_rises(app, count)
        rows, _ = _frame(app, scene, names)
        full = {seat: rect for seat, rect in rows}
        validate(app, scene)
        slide = scene.standings.slide
        frames, waited = [], 0
        while not slide.moving and waited < 40:
            _frame(app, scene, names)
            waited += 1
        assert slide.moving, "no re-sort"
        while slide.moving:
            frames.append(_frame(app, scene, names))
            assert len(frames) < 90
        frames.append(_frame(app, scene, names))  # at rest again
        cells = sorted(full.values(), key=lambda r: (r.x, r.y))
        folded = 0
        for k, (drawn, texts) in enumerate(frames):
            assert sorted(seat for seat, _ in drawn) == list(range(count)), (k, drawn)
            missing = sorted(set(names) - set(texts))
            assert not missing, (k, missing)  # every player's name, every frame
            for i, (seat, rect) in enumerate(drawn):
                assert any(cell.contains(rect) for cell in cells), (k, seat, rect)
                least = theme_table.YAMS_STANDINGS_FLAT * cells[0].h - 1
                assert rect.h >= least, (k, seat, rect.h)  # folded, never gone
                folded += rect.h < cells[0].h - 1
                for other, them in drawn[i + 1:]:
                    shared = rect.clip(them)
                    assert shared.w == 0 or shared.h <= HAIR, (k, seat, other, rect, them)
            for name, box in texts.items():
                for other, them in texts.items():
                    assert name == other or not box.colliderect(them), (k, name, other)
        assert folded >= 6, "no motion: the rows jumped to their new places"
        at_rest = dict(frames[-1][0])
        assert at_rest[0].y < full[0].y or at_rest[0].x < full[0].x  # Ana rose, at rest
    finally:
        app.close()


def test_a_row_keeping_its_place_never_moves_and_a_changed_one_flips_in_its_cell():
    slide = RowSlide()
    slide.update((1, 2, 0), 0.0)
    slide.update((1, 0, 2), 0.0)  # seat 0 rises from the last place past seat 2
    assert slide.moving
    seen = []
    clock = 0.0
    while slide.moving:
        seen.append([slide.shown(k) for k in range(3)])
        slide.update((1, 0, 2), 0.01)
        clock += 0.01
    assert 0.4 <= clock <= theme_table.YAMS_STANDINGS_SLIDE + 0.02
    assert all(cells[0] == (1, 1.0) for cells in seen)  # the leader kept its place, still
    middle = [cells[1][0] for cells in seen]
    assert middle[0] == 2 and middle[-1] == 0  # the old row folds, the new one unfolds
    assert middle == sorted(middle, key=lambda seat: seat != 2)  # one flip, never back
    heights = [cells[1][1] for cells in seen]
    assert heights[0] > 0.95 and heights[-1] > 0.9
    assert min(heights) == pytest.approx(theme_table.YAMS_STANDINGS_FLAT, abs=0.05)
    assert [slide.shown(k) for k in range(3)] == [(1, 1.0), (0, 1.0), (2, 1.0)]
    assert slide.position(0) == 1.0 and slide.position(2) == 2.0
