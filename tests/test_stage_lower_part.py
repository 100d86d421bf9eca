"""The Yams stages' lower part says something (critic C61: the lower 30-40 % of the upper
bonus's stage stood empty): under the lifted Bonus row, the upper section's six boxes'
figures in a row and their sum against the 63 ("63 / 63"), at every frame of the hold, so
no horizontal empty band over a quarter of the screen's height remains (measured on the
drawn frame) at the three sizes."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.i18n import format_int
from game.rules.yams import UPPER_BONUS_THRESHOLD
from game.widgets import layout_record
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

HOLD = (0.35, 0.5, 0.72, 0.88)
"""Frames of the stage's hold (its stamp landed, its row not yet going home)."""


def widest_empty_band(surface: pygame.Surface) -> int:
    """The tallest run of rows of ``surface`` where nothing is drawn (no sharp step between
    neighbouring pixels: the felt's smooth light, the veil), in pixels."""
    import numpy

    a = pygame.surfarray.array3d(surface)
    left, right = a[:-1, :, :], a[1:, :, :]  # |right - left| in the pixels' own bytes (no
    step = (numpy.maximum(left, right) - numpy.minimum(left, right)).max(axis=2)  # wider copy)
    busy = (step > 28).sum(axis=0) >= 3
    run = widest = 0
    for row_busy in busy:
        run = 0 if row_busy else run + 1
        widest = max(widest, run)
    return widest


def _frame(table: Any, stage: Any, size: tuple[int, int], share: float) -> pygame.Surface:
    surface = pygame.Surface(size)
    table.draw(surface)
    stage.clock.age = stage.clock.duration * share
    stage.draw(surface)
    return surface


# (test_the_upper_bonus_stage_shows_the_upper_section_reaching_63 retired round 80, hY120,
# ruling S78 2.: the "Bonus!" stage with its lifted row and strip no longer plays anywhere;
# the upper bonus is the band's takeover all game, its bar saying "Asuri–Șase … 75 / 63",
# pinned by test_the_upper_bonus_says_its_63_once below and tests/test_yams_end_counts_hy120.py)


def _stage_texts(app: Any) -> list[Any]:
    """The stage's text marks in the frame the app draws now."""
    from game.widgets import layout_record

    size = app.screen.get_size()
    layout_record.start(size)
    try:
        layout_record.begin(size)
        app.manager.draw(app.screen)
        return [t for t in layout_record.frame().texts if t.role == "stage"]
    finally:
        layout_record.stop()


@pytest.mark.parametrize("size", [(1366, 768)])
def test_the_upper_bonus_says_its_63_once(tmp_path, size):
    """Critic D69: "au ajuns la 63" in the caption and "63 / 63" on the strip under it said the
    threshold twice. Amended round 79 (S61: the upper bonus mid-game is a band): the band's
    bar names what reached it in words ("Asuri–Șase"), its sum says the figures, once, at
    every frame it is open."""
    from tools.screens_stage import _upper, until_staged

    app = make_app(tmp_path, size=size)
    try:
        _upper(app)
        stage = until_staged(app, "upper_bonus")
        table = app.manager.stack[-2]
        picture = stage.picture
        threshold = format_int(UPPER_BONUS_THRESHOLD)
        for share in (0.3, 0.5, 0.72):
            said = band_words(table, stage, size, share)
            assert picture.bonus_band[1] in said, (share, said)  # what reached it, in words
            with_it = [t for t in said if threshold in t.split()]
            assert with_it == [picture.upper_sum], (share, with_it)  # the bar's sum alone
    finally:
        app.close()


def band_words(table, stage, size, share):
    """The words a mid-game upper bonus's band says at ``share`` of its clock."""
    layout_record.start(size)
    try:
        layout_record.begin(size)
        surface = pygame.Surface(size)
        table.draw(surface)
        stage.clock.age = stage.clock.duration * share
        stage.draw(surface)
        return [t.text for t in layout_record.frame().texts
                if t.role.startswith("celebration") and not t.dimmed]
    finally:
        layout_record.stop()
