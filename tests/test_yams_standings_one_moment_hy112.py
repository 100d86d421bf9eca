"""The standings' re-sort reads one moment per row and never squashes its words (round 78,
hY112, critic cA78 #4, ruling S63): in the first frame after a score the rows read "1. Ana 16
−14 / 2. Constantinos / 2. Calculatorul 30 lider" (a folding row drawn with the new figures
under its cell's new place: two "2." and an old order), then the rows were squeezed to a
strip, their letters crushed to half height. Now a row folding out is the row as it stood
before the score (its old place, name and figures), the row unfolding the new one, and a
fold clips the row about its middle line, its letters at their own height. Stepped every
1/60 s at 1920x1080 and 1024x600."""

from __future__ import annotations

import re

import pygame
import pytest

from game.views.yams_standings_flip import draw_folded
from game.widgets import layout_record
from tests.test_yams_standings_glide import ana_rises
from tests.uihelpers import make_app
from tools.screens_yams import validate

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

FRAME = 1 / 60
PLACE = re.compile(r"^\d+\.$")


def _rows(app, scene):
    """Step one frame; each drawn row's words (left to right), top to bottom."""
    layout_record.start(app.screen.get_size())
    try:
        app.step(FRAME)
    finally:
        layout_record.stop()
    texts = [t for t in layout_record.frame().texts
             if scene.standings.area.colliderect(t.rect) and t.text]
    rows = []
    for seat, drawn in sorted(scene.standings.drawn_rows, key=lambda r: (r[1].x, r[1].y)):
        words = sorted((t for t in texts if drawn.left <= t.rect.centerx <= drawn.right
                        and abs(t.rect.centery - drawn.centery) <= 2),
                       key=lambda t: t.rect.x)
        rows.append((seat, tuple(t.text for t in words)))
    return rows


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_every_frame_of_a_re_sort_reads_one_moment_per_row_and_unique_places(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene, names = ana_rises(app, 3)
        before = _rows(app, scene)
        validate(app, scene)
        slide = scene.standings.slide
        frames, waited = [], 0
        while not slide.moving and waited < 40:
            frames.append(_rows(app, scene))
            waited += 1
        assert slide.moving, "no re-sort"
        while slide.moving:
            frames.append(_rows(app, scene))
            assert len(frames) < 130
        after = _rows(app, scene)
        assert [seat for seat, _ in before] != [seat for seat, _ in after]  # Ana rose
        moments = {row for row in before + after}
        for k, rows in enumerate(frames):
            places = [w for _, words in rows for w in words if PLACE.match(w)]
            assert len(places) == len(set(places)) == len(rows), (k, rows)  # no two "2."
            # (no tie here: the rows read 1., 2., 3. top down in every frame, never a place
            # of the new moment under the old order)
            assert places == [f"{n}." for n in range(1, len(rows) + 1)], (k, rows)
            for row in rows:  # its place, name and figures from one moment
                assert row in moments, (k, row, before, after)
    finally:
        app.close()


def test_a_folded_row_is_clipped_never_squeezed():
    """The part of a folded row that is shown is the row drawn whole, pixel for pixel, at the
    same place: its letters at their own height (a squeeze halved them, cA78 #4)."""
    pygame.font.init()
    from game.widgets.text import draw_text

    cell = pygame.Rect(40, 50, 300, 48)

    def row(target: pygame.Surface, box: pygame.Rect) -> None:
        target.fill((200, 40, 40, 255), box.inflate(-4, -30))
        draw_text(target, "1. Calculatorul 30", 30, (240, 230, 200), box.center, "center")

    whole = pygame.Surface((400, 160), pygame.SRCALPHA)
    whole.fill((20, 60, 30, 255))
    row(whole, cell)
    for height in (0.9, 0.6, 0.3, 0.14):
        folded = pygame.Surface((400, 160), pygame.SRCALPHA)
        folded.fill((20, 60, 30, 255))
        shown = draw_folded(folded, cell, height, 0, row)
        assert shown.h < cell.h and cell.contains(shown)
        for y in range(shown.top, shown.bottom):
            for x in range(cell.left, cell.right, 3):
                assert folded.get_at((x, y)) == whole.get_at((x, y)), (height, x, y)
        outside = [folded.get_at((x, y)) for y in (cell.top, cell.bottom - 1)
                   for x in range(cell.left, cell.right, 3) if not shown.collidepoint(x, y)]
        assert all(c == (20, 60, 30, 255) for c in outside), height
