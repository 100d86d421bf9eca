"""A new leader's row glides past the rows it passes, and none of them shows as a cut slice
(round 73, hX82: at 1024x600 "2. Eva 39" showed half hidden under the rising row's backing
for a few frames): a passed row is drawn whole, never a cut slice; while the rising row
crosses it, it is faint under the riser's backing (round 75, hY102, S13: no longer "not
drawn": a 3-4 row panel showed one or two rows for ~0.2 s), at every frame of the glide."""

from __future__ import annotations

import pygame
import pytest

from game.rules.yams import Box, Scorecard
from game.widgets import layout_record
from tests.layout_check import Run
from tests.layout_sequences_yams import pick, seat, throw, validate
from tests.uihelpers import FRAME, make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _ink(surface: pygame.Surface, x0: int, x1: int, y0: int, y1: int) -> int:
    """How many near-white pixels (a letter's) lie in the band [y0, y1) between x0 and x1."""
    return sum(1 for y in range(max(0, y0), y1) for x in range(x0, x1, 2)
               if min(surface.get_at((x, y))[:3]) > 150)


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_a_passed_row_is_whole_or_not_drawn_at_every_frame_of_the_glide(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        run = Run(app, "rows crossing")
        cards = [Scorecard.from_points({Box.ONES: 4, Box.TWOS: 8}),  # Ion, 3rd at 12
                 Scorecard.from_points({Box.SIXES: 24, Box.FIVES: 15}),  # Ana leads at 39
                 Scorecard.from_points({Box.SIXES: 24, Box.FOURS: 12})]  # Eva 2nd at 36
        table = seat(run, (6, 6, 6, 6, 5) * 4, names=("Ion", "Ana", "Eva"), cards=cards)
        throw(run, table)
        pick(run, table, Box.CHANCE)  # Ion: 41, from the third place to the first
        slide, area = table.standings.slide, table.standings.area
        layout_record.start(app.screen.get_size())
        try:
            app.step(0.0)
        finally:
            layout_record.stop()
        ys = sorted(t.rect.centery for t in layout_record.frame().texts
                    if t.text in ("Ion", "Ana", "Eva") and area.contains(t.rect))
        assert len(ys) == 3, ys  # at rest: every row whole
        row_h = ys[1] - ys[0]  # a row's height
        validate(run, table)
        glided = crossed = 0
        for _ in range(45):
            layout_record.start(app.screen.get_size())
            try:
                app.step(FRAME)
            finally:
                layout_record.stop()
            marks = {t.text: t for t in layout_record.frame().texts
                     if t.text in ("Ion", "Ana", "Eva") and area.contains(t.rect)}
            names = {text: mark.rect for text, mark in marks.items()}
            if not slide.moving:
                if glided:
                    break  # the glide is over: every row whole again
                continue
            assert "Ion" in names, names  # the rising row is always drawn
            glided += 1
            ion = names["Ion"]
            line = ion.h
            backing = (ion.centery - row_h // 2, ion.centery + row_h - row_h // 2)
            x0, x1 = area.x + area.w // 6, area.right - area.w // 6
            for seat_, name in ((1, "Ana"), (2, "Eva")):
                cy = ion.centery + round((slide.position(seat_) - slide.position(0)) * row_h)
                top, bottom = cy - line // 2, cy + line - line // 2
                if bottom <= backing[0] or top >= backing[1]:
                    continue  # clear of the rising row: it may show whole
                crossed += 1
                # under the rising row's backing: drawn whole but faint (round 75, hY102:
                # never gone), under it, no bright slice of it beside the backing
                above = _ink(app.screen, x0, x1, top, backing[0])
                below = _ink(app.screen, x0, x1, backing[1], bottom)
                assert above + below == 0, (name, slide.position(seat_), above, below)
                assert name in marks and marks[name].dimmed, name
        assert glided >= 4 and crossed >= 2, (glided, crossed)
    finally:
        app.close()
