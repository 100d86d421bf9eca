"""The results' podium and confetti: the first three on steps (equal places on equal steps),
the winner's total counting up from nothing to the total, confetti in the air at once."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.results import ResultRow, ResultsOverlay
from game.widgets.podium import COUNT_TIME, counted, podium_rows, steps
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # many apps


def _rows() -> list[ResultRow]:
    return [ResultRow(1, "Ana", 250, seat=0), ResultRow(1, "Ion", 250, seat=1),
            ResultRow(3, "IA", 190, True, seat=2), ResultRow(4, "Dan", 120, seat=3)]


def test_the_winners_total_counts_up_from_nothing_and_settles_on_it():
    assert counted(250, 0.0) == 0
    assert 0 < counted(250, COUNT_TIME / 3) < 250
    assert counted(250, COUNT_TIME) == 250 and counted(250, 10 * COUNT_TIME) == 250


def test_the_first_three_stand_second_first_third_the_fourth_off_the_podium():
    rows = _rows()
    assert [(slot, row.name) for slot, row in podium_rows(rows)] == [
        (0, "Ion"), (1, "Ana"), (2, "IA")]
    assert [row.name for _, row in podium_rows(rows[:1])] == ["Ana"]


def test_confetti_is_in_the_air_as_the_panel_opens(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        panel = ResultsOverlay(app, _rows(), lambda: None, lambda: None)
        app.manager.push(panel)
        app.step(1 / 60)
        h = app.screen.get_size()[1]
        shown = [p for p in panel._confetti if p.delay <= 0 and 0 <= p.y <= h]
        assert len(shown) >= len(panel._confetti) // 3  # not seconds later: now
        placed = {row.name: step for row, step in steps(panel.podium_rect(), _rows(),
                                                          panel.scale)}
        assert placed["Ana"].h == placed["Ion"].h > placed["IA"].h  # equal places, equal steps
        assert panel.podium_rect().contains(placed["Ana"].union(placed["IA"]))
        surface = pygame.Surface(app.screen.get_size())
        panel.draw(surface)  # draws with the podium (no error, every size of name)
    finally:
        app.close()
