"""The results' podium and confetti: the first three on steps (equal places on equal steps),
the winner's total counting up from nothing to the total, confetti in the air at once."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.results import ResultRow, ResultsOverlay
from game.widgets.podium import COUNT_TIME, count_start, counted, podium_rows, steps
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # many apps


def _rows() -> list[ResultRow]:
    return [ResultRow(1, "Ana", 250, seat=0), ResultRow(1, "Ion", 250, seat=1),
            ResultRow(3, "IA", 190, True, seat=2), ResultRow(4, "Dan", 120, seat=3)]


def test_the_winners_total_counts_up_from_nothing_and_settles_on_it():
    assert counted(250, 0.0) == 0
    assert 0 < counted(250, COUNT_TIME / 3) < 250
    assert counted(250, COUNT_TIME) == 250 and counted(250, 10 * COUNT_TIME) == 250


def test_the_winners_count_never_reads_below_a_runner_up():
    # The runners-up's totals stand at once: the winner's count starts from the best of them
    # (the winner showing 95 beside a second's 98 mid-count read as a wrong order).
    rows = [ResultRow(1, "Ana", 104, seat=0), ResultRow(2, "Ion", 98, seat=1),
            ResultRow(3, "IA", 40, True, seat=2)]
    start = count_start(rows)
    assert start == 98 and count_start(rows[:1]) == 0
    shown = [counted(104, COUNT_TIME * k / 20, start) for k in range(21)]
    assert shown == sorted(shown) and shown[0] == 98 and shown[-1] == 104
    assert all(value >= 98 for value in shown)


def test_the_first_three_stand_second_first_third_the_fourth_off_the_podium():
    rows = [ResultRow(1, "Ana", 250, seat=0), ResultRow(2, "Ion", 240, seat=1),
            ResultRow(3, "IA", 190, True, seat=2), ResultRow(4, "Dan", 120, seat=3)]
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


def test_the_podium_and_the_list_show_the_winners_same_number_as_it_counts(tmp_path):
    from game.i18n import format_int
    from game.widgets import layout_record

    app = make_app(tmp_path, size=(1024, 600))
    rows = [ResultRow(1, "Ana", 4_250, seat=0), ResultRow(2, "Ion", 3_100, seat=1)]
    try:
        panel = ResultsOverlay(app, rows, lambda: None, lambda: None)
        app.manager.push(panel)
        size = app.screen.get_size()
        for time, shown in ((COUNT_TIME / 3, counted(4_250, COUNT_TIME / 3, 3_100)),
                            (COUNT_TIME * 2, 4_250)):
            panel.time = time
            layout_record.start(size)
            try:
                layout_record.begin(size)
                panel.draw(pygame.Surface(size))
                texts = [t.text for t in layout_record.frame().texts]
            finally:
                layout_record.stop()
            assert texts.count(format_int(shown)) == 2, (time, texts)  # podium and list
            if shown != 4_250:
                assert format_int(4_250) not in texts  # no second, final number beside it
            assert format_int(3_100) in texts  # the others' totals are final at once
    finally:
        app.close()


def _texts(panel: ResultsOverlay, size: tuple[int, int]) -> list[str]:
    from game.widgets import layout_record

    layout_record.start(size)
    try:
        layout_record.begin(size)
        panel.draw(pygame.Surface(size))
        return [t.text for t in layout_record.frame().texts]
    finally:
        layout_record.stop()


def test_every_place_on_the_podium_shows_its_score(tmp_path):
    # Ana first, Ion second, the computer third, Dan fourth: the three on the podium show
    # their totals over their steps (and in the list), Dan only in the list.
    from game.i18n import format_int

    app = make_app(tmp_path, size=(1024, 600))
    rows = [ResultRow(1, "Ana", 4_250, seat=0), ResultRow(2, "Ion", 3_100, seat=1),
            ResultRow(3, "IA", 2_750, True, seat=2), ResultRow(4, "Dan", 1_200, seat=3)]
    try:
        panel = ResultsOverlay(app, rows, lambda: None, lambda: None)
        app.manager.push(panel)
        panel.time = COUNT_TIME * 2
        texts = _texts(panel, app.screen.get_size())
        for total in (4_250, 3_100, 2_750):
            assert texts.count(format_int(total)) == 2, (total, texts)  # podium and list
        assert texts.count(format_int(1_200)) == 1
    finally:
        app.close()


def test_a_winners_row_pops_without_covering_the_row_under_it(tmp_path):
    # 1920×1080, two winners and a third: each pop stays in its own row's band.
    app = make_app(tmp_path, size=(1920, 1080))
    try:
        panel = ResultsOverlay(app, _rows(), lambda: None, lambda: None)
        app.manager.push(panel)
        panel.time = 0.3
        popped = panel.celebration_rects()
        assert len(popped) == 2
        for k, rect in enumerate(popped):
            others = [r for i, r in enumerate(panel.row_rects) if i != k]
            assert not any(rect.colliderect(r) for r in others), (k, rect, others)
    finally:
        app.close()
