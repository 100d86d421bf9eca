"""The 10 000 "?" card 8's race names its runners (round 74, critic cQ74: unlabelled bars, no
player colour or mark): each bar in its seat's colour, its seat's mark at its start; and
card 1's "punctează" reads (28 px of em or more at 1920, not 22) under the two lit dice, its
gold bracket no wider than they are."""

from __future__ import annotations

import pygame
import pytest

import game.scenes.farkle_help as farkle_help
from game.widgets.seats import seat_colour
from game.widgets.text import em_px
from tests.test_farkle_help_tiles import _open
from tests.uihelpers import make_app, recorded_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1024, 600)]


def _goal(overlay):
    return next(k for k, tile in enumerate(farkle_help.TILES) if tile[1] == "goal")


@pytest.mark.parametrize("size", SIZES)
def test_each_race_bar_wears_its_seats_colour_and_mark(tmp_path, monkeypatch, size):
    app = make_app(tmp_path, size=size)
    try:
        overlay = _open(app)
        art = overlay.step_rects(_goal(overlay))[0]
        marks = []
        real = farkle_help.draw_seat_mark

        def spy(surface, centre, side, index):
            marks.append((index, centre, side))
            return real(surface, centre, side, index)

        monkeypatch.setattr(farkle_help, "draw_seat_mark", spy)
        surface = pygame.Surface(size)
        overlay.draw_picture(surface, _goal(overlay), art)
        _, bars = overlay.goal_race(art)
        assert [index for index, _, _ in marks] == list(range(len(bars))), marks
        for (index, centre, side), bar in zip(marks, bars, strict=True):
            assert abs(centre[1] - bar.centery) <= 1, (index, centre, bar)
            assert centre[0] + side // 2 <= bar.x, (index, centre, side, bar)  # before it
            assert side >= bar.h, (index, side, bar)
            inside = (bar.centerx, bar.centery)
            assert surface.get_at(inside)[:3] == seat_colour(index), (index, bar)
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_the_scoring_word_reads_under_its_two_dice(tmp_path, monkeypatch, size):
    app = make_app(tmp_path, size=size)
    try:
        overlay = _open(app)
        word = overlay.tr("farkle.help.throw.lit")
        mark = next(t for t in recorded_frame(overlay, size).texts if t.text == word)
        assert em_px(mark.size) >= (28 if size == (1920, 1080) else 18), (size, mark)
        lines = []
        real = pygame.draw.line

        def spy(surface, colour, start, end, width=1):
            lines.append((colour, start, end))
            return real(surface, colour, start, end, width)

        art = overlay.step_rects(0)[0]
        monkeypatch.setattr(farkle_help.pygame.draw, "line", spy)
        side, gap, _, _, _ = overlay._geometry()
        overlay.draw_picture(pygame.Surface(size), 0, art)
        bracket = [(start, end) for colour, start, end in lines if start[1] == end[1]]
        assert len(bracket) == 1, lines
        (x0, _), (x1, _) = bracket[0]
        lit = sorted(farkle_help.KEEP[1])
        assert x0 == art.x + lit[0] * (side + gap), (x0, art)
        assert x1 == art.x + lit[-1] * (side + gap) + side, (x1, art)
    finally:
        app.close()
