"""A grand Yams stage's confetti never lies over what is read (critic C64: slips over the
counted Bonus Penta): the lifted row's plate, the name's and the caption's plates, the
Joker's "+100" and a TOTAL's lower part stay clear, the slips passing behind them, while
the confetti still falls round them (the celebration kept)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.rules.yams import Box, Scorecard
from game.views import stage_clear
from game.widgets import layout_record
from tests.layout_check import Run
from tests.layout_sequences_yams import seat
from tests.test_stage import _staged
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

JOKER_CARD = Scorecard.from_points({Box.PENTA: 50, Box.CHANCE: 22})
"""Ana's card with its Penta written: five 4s are a Joker Penta."""

SHARES = (0.3, 0.42, 0.55, 0.66)
"""Frames where the confetti is falling over the group."""


def _frame(table: Any, stage: Any, share: float, particles: bool) -> pygame.Surface:
    surface = pygame.Surface(table.app.screen.get_size())
    table.draw(surface)
    picture = stage.picture
    kept = list(picture.particles)
    if not particles:
        picture.particles.clear()
    stage.clock.age = stage.clock.duration * share
    stage.draw(surface)
    picture.particles[:] = kept
    return surface


def _read(table: Any, stage: Any, share: float) -> list[pygame.Rect]:
    """What the stage's frame at ``share`` says under its stamp, as drawn (the words'
    rects the layout records, but the stamp's own), and its lifted row's plate."""
    size = table.app.screen.get_size()
    layout_record.start(size)
    try:
        layout_record.begin(size)
        _frame(table, stage, share, False)
        frame = layout_record.frame()
    finally:
        layout_record.stop()
    said = [t.rect for t in frame.texts if t.role == "stage" and t.text != stage.picture.stamp]
    row = stage.picture.row_plate()
    return said + ([row] if row is not None else [])


def _confetti_over(table: Any, stage: Any) -> list[tuple[float, pygame.Rect, int]]:
    """(share, rect, pixels) where the confetti changed a pixel inside a read rect."""
    import numpy

    found = []
    spread = 0
    for share in SHARES:
        holes = _read(table, stage, share)
        assert holes, "nothing read under the stamp"
        a = pygame.surfarray.array3d(_frame(table, stage, share, True))
        b = pygame.surfarray.array3d(_frame(table, stage, share, False))
        # |a - b| in the pixels' own bytes (no wider copy of the whole window: the suite's time)
        diff = (numpy.maximum(a, b) - numpy.minimum(a, b)).max(axis=2) > 8
        spread += int(diff.sum())
        for rect in holes:
            r = rect.clip(pygame.Rect((0, 0), table.app.screen.get_size()))
            n = int(diff[r.left:r.right, r.top:r.bottom].sum())
            if n:
                found.append((share, rect, n))
    assert spread > 2000, "no confetti falling at all"  # the celebration kept
    return found


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
def test_no_confetti_over_the_pentas_row_and_name(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        run_ = Run(app, "confetti clear", sample_every=0)  # (only reaching the stage)
        table = seat(run_, (6,) * 5, names=("Ana", "Ion"))
        run_.click(table.roll_button.rect.center)
        stage = _staged(run_)
        assert stage.clock.kind == "penta"
        assert _confetti_over(table, stage) == []
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768)])
def test_no_confetti_over_the_jokers_bonus_row_and_its_plus_100(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        run_ = Run(app, "confetti clear", sample_every=0)  # (only reaching the stage)
        table = seat(run_, (4,) * 5, names=("Ana",), cards=[JOKER_CARD])
        run_.click(table.roll_button.rect.center)
        stage = _staged(run_)
        assert stage.clock.kind == "joker_penta"
        assert len(stage_clear.holes(stage.picture)) >= 4  # name, caption, +100, row
        assert _confetti_over(table, stage) == []
    finally:
        app.close()


def test_no_confetti_over_a_headlines_tally(tmp_path):
    """A 10 000 takeover's amount counted under its words ("+8 000") is read as it counts:
    its slips pass behind it as behind a Yams stage's figure (hK63: its hole was left out,
    the figure standing at no box)."""
    from tools.screens_stage import _six_ones, until_staged

    app = make_app(tmp_path, size=(1366, 768))
    try:
        _six_ones(app)  # "Șase de 1!", its "+3 000" under it, its name and "hot dice"
        stage = until_staged(app, "rarest_throw")
        table = app.manager.stack[-2]
        assert stage.picture.tally
        assert _confetti_over(table, stage) == []
    finally:
        app.close()
