"""A Yams stage stays composed as its pieces land and leave (critic D69): once the upper
bonus's "+35" or the Joker Penta's "+100" flew off into its row, a gap opened above the row at
1024x600 until (or instead of) the words coming down; then, as they came down, the whole
headline block slid ~125 px (critic C70). The figure waits off the column, on its row's box
since round 74 (:func:`game.views.stage_figure_on_box.on_box`): the words stand still
where they end from the stage's first frame (tests/test_yams_stage_holds_still.py), and
over the frames of each stage (from its first to its words' leaving) no empty band taller than
:data:`GAP_MOST` opens in the stage's column between its stamp's letters and its row's plate,
at the three sizes (measured on the drawn frame, the confetti off)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game import theme, theme_stage
from game.views.stage import stamp_letters
from tests.test_stage_rows_clear import drawn
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

GAP_MOST = 100
"""The tallest empty band (reference px) allowed between two stacked pieces of the column:
the air between a caption's plate and the row under it, never a flown figure's room (the
bound of tests/test_yams_bonus_no_dead_band.py)."""

FRAMES = {"upper_bonus": (0.005, 0.1, 0.3, 0.4, 0.46, 0.5, 0.54, 0.6, 0.75, 0.82),
          "joker_penta": (0.17, 0.22, 0.28, 0.32, 0.36, 0.42, 0.5, 0.55)}
"""Each stage's frames sampled: its first (a Joker's once its dice have flown into their row
under the stamp: its entrance), the figure said, flying, flown, the hold, until its words
leave (a Joker's under its dice from :data:`~game.theme_stage.YAMS_EXIT_WORDS`; the upper
bonus's from 0.83: since S78 2. (round 80, hY120) it is one takeover, the band grown over a
table nearly dark, no figure flying off a row, and its words leave before its band folds,
a shutter by design, so its frames end before that: S78 amended round 80, fixI)."""


def widest_gap(surface: pygame.Surface, column: pygame.Rect) -> int:
    """The tallest run of rows of ``column`` on ``surface`` where nothing is drawn (no sharp
    step between neighbouring pixels: the felt's light, the veil), in pixels."""
    import numpy

    a = pygame.surfarray.array3d(surface.subsurface(column)).astype(numpy.int16)
    step = numpy.abs(a[1:, :, :] - a[:-1, :, :]).max(axis=2)
    busy = (step > 28).sum(axis=0) >= 3
    run = widest = 0
    for row_busy in busy:
        run = 0 if row_busy else run + 1
        widest = max(widest, run)
    return widest


def _staged(app: Any, kind: str) -> Any:
    from tools.screens_stage import _joker, _upper, until_staged

    {"upper_bonus": _upper, "joker_penta": _joker}[kind](app)
    return until_staged(app, kind)


@pytest.mark.parametrize("kind", ["upper_bonus", "joker_penta"])
@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_no_gap_opens_over_the_row_as_the_figure_flies_off(tmp_path, size, kind):
    app = make_app(tmp_path, size=size)
    try:
        stage = _staged(app, kind)
        picture, clock = stage.picture, stage.clock
        picture.particles.clear()  # (the confetti off: they would hide a gap)
        plate = picture.row_plate()
        assert plate is not None and theme_stage.YAMS_EXIT_WORDS[0] > max(FRAMES["joker_penta"])
        gaps = []
        for share in FRAMES[kind]:
            if clock.flight() >= 1 or share >= clock.fly[1]:
                clock.age = clock.duration * share
                stage.land()
            surface, _ = drawn(app, stage, share)
            if kind == "upper_bonus" and share >= 0.3:  # (S78 2.: its band's words whole)
                assert clock.words_shown() == 1, share
            letters = stamp_letters(picture)  # (at rest: a Penta's grows in about it)
            column = pygame.Rect(plate.left, letters.bottom, plate.w, plate.top - letters.bottom)
            gaps.append((share, widest_gap(surface, column)))
        most = theme.px(GAP_MOST, picture.scale)
        assert all(gap <= most for _, gap in gaps), (size, kind, most, gaps)
    finally:
        app.close()
