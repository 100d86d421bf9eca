"""The podium's entrance lasts until its blocks have risen (round-67 review: it ended with the
figures' fade at 0.3 s while the blocks rose until 0.5 s, so a click at 0.4 s pressed a button
rather than landing the entrance)."""

from __future__ import annotations

import pytest

from game.scenes.results import ENTRANCE_TIME, ResultRow, ResultsOverlay
from game.widgets.podium_motion import FIGURES_AFTER, FIGURES_SLIDE, RISE, entrance_done, risen
from tests.uihelpers import click, make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

PAIR = [ResultRow(1, "IA", 300, True, seat=1), ResultRow(2, "Ana", 200, seat=0)]


def test_the_entrance_ends_once_the_blocks_have_risen_and_the_figures_are_in():
    assert entrance_done() >= RISE and entrance_done() >= FIGURES_AFTER + FIGURES_SLIDE
    assert risen(entrance_done()) == 1.0
    assert FIGURES_AFTER >= ENTRANCE_TIME  # after the panel's rise (S29, round 77)


def test_a_click_while_the_blocks_still_rise_lands_the_entrance_and_presses_nothing(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    done: list[str] = []
    try:
        panel = ResultsOverlay(app, PAIR, lambda: done.append("new"),
                               lambda: done.append("menu"), counted_already=True,
                               handed=False)
        app.manager.push(panel, fade=False)
        panel.time = 0.4  # the figures in (0.3 s), the blocks still rising (0.5 s)
        assert risen(panel.time) < 1.0
        assert panel.entering()
        click(app, panel.menu_button)
        assert done == [] and app.manager.top is panel
        assert risen(panel.time) == 1.0  # landed
        click(app, panel.menu_button)
        assert done == ["menu"]
    finally:
        app.close()
