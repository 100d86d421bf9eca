"""A Yams stage's words leave before the table comes back (critic D71, round 72: every Yams
stage left through a double exposure, "Penta!" over the prompt and the scorecard fading in,
the bonus "35" over "Suită mică").

Measured on the drawn frames, not on one picture: each frame of a stage's second half is
drawn twice, over the table and over the same table with every colour shifted by half the
range; where the two frames differ, the live table shows through what the stage drew (its
read-through, 0: none of it, 1: all of it). Wherever the stage's words stand (its stamp's
letters, the texts it writes at rest), a frame that still shows its words (their opacity
over :data:`SHOWN`) lets at most :data:`THROUGH` of the table through."""

from __future__ import annotations

from typing import Any

import numpy
import pygame
import pytest

from game.views.stage import draw_stage, shown_stamp_alpha, stamp_letters
from game.widgets import layout_record
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SHOWN = 0.04
"""A stage's words at this opacity or more are seen."""

THROUGH = 0.02
"""The most of the live table a frame showing the stage's words lets through under them
(a hushed table lets none through; a sheet's black words on its white paper show
through a fortieth as a few levels of grey, through a tenth they read)."""

SHARES = tuple(k / 100 for k in range(56, 88)) + tuple(k / 200 for k in range(176, 200))
"""The shares of a stage sampled as it leaves: a Penta's from before its stamp fades, the
others' last eighth twice as finely (their words fade, their table lifts)."""

AT_REST = 0.45
"""The share of a stage at which its words all stand at rest (where they are measured)."""


def _shifted(surface: pygame.Surface) -> pygame.Surface:
    """``surface`` with every colour channel moved by half the range (wrapping round)."""
    pixels = pygame.surfarray.array3d(surface).astype(int)
    moved = surface.copy()
    pygame.surfarray.blit_array(moved, ((pixels + 128) % 256).astype(numpy.uint8))
    return moved


def read_through(a: pygame.Surface, b: pygame.Surface, region: pygame.Rect) -> float:
    """How much of the live table shows through ``region`` (the 90th percentile of the
    pixels' share), from the stage drawn over it (``a``) and over it shifted (``b``)."""
    x = pygame.surfarray.array3d(a.subsurface(region)).astype(int)
    y = pygame.surfarray.array3d(b.subsurface(region)).astype(int)
    d = numpy.abs(x - y).mean(axis=2) / 128
    return float(numpy.percentile(d, 90))


def words_region(table: pygame.Surface, stage: Any) -> pygame.Rect:
    """Where the stage's words stand at rest: its stamp's letters and every text it writes."""
    size = table.get_size()
    stage.clock.age = stage.clock.duration * AT_REST
    layout_record.start(size)
    try:
        layout_record.begin(size)
        draw_stage(table.copy(), stage.picture, stage.clock)
        texts = [t.rect for t in layout_record.frame().texts
                 if t.role == "stage" and not t.dimmed]
    finally:
        layout_record.stop()
    letters = stamp_letters(stage.picture)
    return letters.unionall(texts).clip(pygame.Rect((0, 0), size))


def exit_frames(build: str, kind: str, size: tuple[int, int], tmp_path: Any
                ) -> list[tuple[float, float, float]]:
    """The stage ``kind`` (its state built by ``tools.screens_stage``'s ``build``) played
    from its middle to its end: at each sampled share, its words' opacity and the table's
    read-through under them."""
    import tools.screens_stage as screens

    app = make_app(tmp_path, size=size)
    try:
        getattr(screens, build)(app)
        stage = screens.until_staged(app, kind)
        table = pygame.Surface(size)
        app.manager.stack[-2].draw(table)
        region = words_region(table, stage)
        other = _shifted(table)
        seen = []
        for share in SHARES:
            stage.clock.age = stage.clock.duration * share
            a, b = table.copy(), other.copy()
            draw_stage(a, stage.picture, stage.clock)  # (the stage's pictures made from
            draw_stage(b, stage.picture, stage.clock)  # the table itself, first)
            seen.append((share, shown_stamp_alpha(stage.picture, stage.clock),
                         read_through(a, b, region)))
        return seen
    finally:
        app.close()


@pytest.mark.parametrize(("build", "kind", "size"), [
    ("_penta", "penta", (1024, 600)),
    ("_joker", "joker_penta", (1024, 600)),
    # (the upper bonus mid-game is a band over the table, no stage words: S61, round 79)
])
def test_no_stage_word_stands_over_the_table_coming_back(tmp_path, build, kind, size):
    frames = exit_frames(build, kind, size, tmp_path)
    assert any(through > 0.25 for _, _, through in frames)  # the table does come back
    for share, words, through in frames:
        if words >= SHOWN and kind == "upper_bonus":
            assert through <= THROUGH, (share, round(words, 2), round(through, 2))
        elif words >= SHOWN:  # a Penta's exit one dissolve (round 75, hX88, S12): its
            # fading stamp over the table only while both are under half strength, never
            # near its full strength over it (amended round 82, hY125, S103 1.: one
            # cross-fade from the exit's first frame, the stamp fading twice as fast as the
            # table comes: never both strong, gone before the table is half back)
            assert through < 0.5, (share, round(words, 2), round(through, 2))
            assert words <= 1 - through + 0.05, (share, round(words, 2), round(through, 2))
