"""A coach pointer never crosses a table's label column or a panel's rows of words, taken as
one region, not letter by letter (hC22, critic C21: the Yams countdown card's pointer ran
between "Patru" and "Cinci" across the sheet's row labels, touching no letter); the layout
check says so, and no coach card's pointer does it at any size (but inside the row it runs
along to its target: the countdown's to the timer ring, under the row's words, hC25)."""

from __future__ import annotations

import pygame
import pytest

from game.widgets.layout_record import TextMark
from tests.layout_check import pointer_problems
from tests.test_coach_marks import coach_app, layout_problems
from tests.test_coach_places import _table
from tools import screens_coach

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _labels(x: int, names: list[str], top: int = 100, step: int = 30) -> list[TextMark]:
    return [TextMark(pygame.Rect(x, top + k * step, 40 + 6 * len(n), 24), n)
            for k, n in enumerate(names)]


def test_the_layout_check_fails_a_pointer_between_two_labels_of_a_column():
    labels = _labels(200, ["Asuri", "Doi", "Trei", "Patru", "Cinci"])
    target = pygame.Rect(400, 160, 60, 24)
    between = [(100, 217), (390, 217)]  # between "Trei" and "Patru": no letter touched
    found = pointer_problems(between, labels, [], [], (1366, 768), target)
    assert any("crosses the words" in p for p in found), found
    beside = [(100, 300), (395, 300), (395, 190)]  # under the column, then up
    found = pointer_problems(beside, labels, [], [], (1366, 768), pygame.Rect(380, 160, 60, 24))
    assert not any("crosses the words" in p for p in found), found


def test_the_layout_check_fails_a_pointer_across_another_row():
    """A pointer may run along its own row under its words to its target (hC25: the
    countdown's to the timer ring); across the column outside that row, it fails."""
    labels = _labels(200, ["Asuri", "Doi", "Trei", "Patru", "Cinci"])
    ring = pygame.Rect(420, 131, 18, 18)
    row = pygame.Rect(200, 130, 260, 24)  # "Doi"'s row
    along = [(150, 180), (195, 151), (413, 151)]
    found = pointer_problems(along, labels, [], [], (1366, 768), ring, through=row)
    assert not any("crosses the words" in p for p in found), found
    across = [(150, 217), (413, 217), (413, 155)]  # under "Trei": another row
    found = pointer_problems(across, labels, [], [], (1366, 768), ring, through=row)
    assert any("crosses the words" in p for p in found), found


def test_a_line_alone_or_words_side_by_side_are_no_column():
    lone = [TextMark(pygame.Rect(200, 100, 80, 24), "Tura"),
            TextMark(pygame.Rect(200, 300, 80, 24), "Lider")]  # far apart: two lines
    found = pointer_problems([(100, 200), (390, 200)], lone, [], [], (1366, 768),
                             pygame.Rect(400, 190, 60, 24))
    assert not any("crosses the words" in p for p in found), found


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_countdown_cards_pointer_crosses_no_label_column(tmp_path, size):
    app = coach_app(tmp_path, size=size)
    try:
        screens_coach._yams_countdown(app)
        table = _table(app)
        assert table.coach.shown == "yams.countdown", size
        sheet = pygame.Rect(table.sheet.rect)
        labels = pygame.Rect(sheet.x, sheet.y, table.sheet.label_w, sheet.h)
        route = table.coach.pointer_route() or []  # (round 76, S20: docked, none)
        inner = labels.inflate(-4, 0)
        # hC30 (critic C29): it no longer runs along its row to the timer ring (it struck
        # through "Doi"): it stops short of the row, crossing no label column at all
        for a, b in zip(route, route[1:], strict=False):
            assert not inner.clipline(a, b), (size, route, labels)
        assert not [p for p in layout_problems(app, "countdown") if "coach" in p], size
    finally:
        app.close()


def test_the_layout_check_fails_the_old_countdown_pointer_across_the_sheet_labels(tmp_path):
    """The sheet's labels are drawn from a cache (not recorded line by line): the check
    still knows their column, and the old bent pointer along a grid line through it fails."""
    app = coach_app(tmp_path, size=(1366, 768))
    try:
        screens_coach._yams_countdown(app)
        table = _table(app)
        coach = table.coach
        cell = pygame.Rect(table.sheet.cell_rect(table.game.current, table.flow.auto_box()))
        y = cell.bottom + 2 * cell.h  # a grid line two rows under, as hC17's bend ran
        x = cell.x + cell.w // 6
        coach.pointer_route = lambda: [(table.sheet.rect.x - 30, y), (x, y),
                                       (x, cell.bottom + 5)]
        coach.target = cell
        coach.update = lambda dt: None  # the frame drawn keeps this pointer
        found = [p for p in layout_problems(app, "old countdown") if "crosses the words" in p]
        assert found, "the check missed the label column"
    finally:
        app.close()
