"""The results' podium: every name and total on it large; no small label sits over the
panel's title."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.scenes.results import ResultRow, ResultsOverlay
from game.widgets.podium import COUNT_TIME
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

ROWS = [ResultRow(1, "Ana", 250, seat=0), ResultRow(2, "Ion", 240, seat=1),
        ResultRow(3, "IA", 190, True, seat=2)]


def _drawn(panel: ResultsOverlay, size: tuple[int, int]) -> list:
    from game.widgets import layout_record

    layout_record.start(size)
    try:
        layout_record.begin(size)
        panel.draw(pygame.Surface(size))
        return list(layout_record.frame().texts)
    finally:
        layout_record.stop()


# (each step the seat's colour under a band of metal: overturned on purpose, hS16: the blocks
# are their medal's metal, the seat's colour a badge on them, tests/test_podium_metals.py)


def test_every_name_and_total_on_the_podium_reads_large_and_no_label_over_the_title(tmp_path):
    size = (1920, 1080)
    app = make_app(tmp_path, size=size)
    try:
        panel = ResultsOverlay(app, ROWS, lambda: None, lambda: None)
        app.manager.push(panel, fade=False)
        panel.time = COUNT_TIME * 2
        texts = _drawn(panel, size)
        heading = theme.font_px(theme.FONT_HEADING, panel.scale)
        large = theme.font_px(56, panel.scale)  # well over a body line (44)
        names = [t for t in texts if t.role in ("podium_name", "podium_winner")]
        assert len(names) == 3 and all(t.size >= large for t in names), [
            (t.text, t.size) for t in names]
        totals = [t for t in texts if t.role == "podium_total"]
        # the runners-up's totals large (a heading's size at least), clearly under the
        # winner's (hR41: a heading's 1.3 times before, beside a winner's barely larger)
        assert len(totals) == 2 and all(t.size >= heading for t in totals), [
            (t.text, t.size) for t in totals]
        assert not [t for t in texts if t.text == "Rezultate"]  # no small label over it
    finally:
        app.close()
