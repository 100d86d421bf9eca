"""A full card's TOTAL has a moment of its own (round 75, hY103, critic cA75: "TOTAL is nearly
invisible: a full card's TOTAL gets a thin outline and ~6 px sparkles"; ruling S8 amended):
while it counts, its figure stands at least three times as tall as the sheet's figures at
every size, and says the standings' figure (one figure, S8); as the moment ends the figure
is in its TOTAL cell. Round 76 (hY105, critics cZ75, cF75a: "the TOTAL a small badge on the
sheet"; S8 amended again): the figure takes the felt over, centred on it, no longer on a
plate over its own column (``tests/test_yams_total_takeover.py``)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game import theme
from tests.test_yams_total_counted_reads import ink_height
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


def _frame(tmp_path: Any, size: tuple[int, int], percent: int) -> tuple[Any, Any, Any, Any]:
    """The registered TOTAL state frozen at ``percent``: (app, table, surface, frame)."""
    from game.widgets import layout_record
    from tools.screens_yams_moments import _total

    app = make_app(tmp_path, size=size)
    _total(app, percent)
    table = app.manager.top
    layout_record.start(size)
    try:
        layout_record.begin(size)
        surface = pygame.Surface(size)
        table.draw(surface)
        return app, table, surface, layout_record.frame()
    finally:
        layout_record.stop()


def _gold_rows(surface: pygame.Surface, rect: pygame.Rect) -> int:
    """The height of the gold letters inside ``rect`` (rows holding a pixel near the gold)."""
    rows = [y for y in range(rect.top, rect.bottom) if any(
        sum(abs(a - b) for a, b in zip(surface.get_at((x, y))[:3], theme.GOLD, strict=True)) < 60
        for x in range(rect.left, rect.right))]
    return (max(rows) - min(rows) + 1) if rows else 0


def _figure(frame: Any) -> Any:
    counted = [t for t in frame.texts if t.role == "celebration"]
    assert len(counted) == 1, counted  # one figure: the cell under the plate is bare
    return counted[0]


@pytest.mark.parametrize("size", SIZES)
def test_the_total_counts_large_on_a_plate_over_its_own_column(tmp_path, size):
    for percent in (30, 60):
        app, table, surface, frame = _frame(tmp_path, size, percent)
        try:
            player = table.game.last_event.player
            figure = _figure(frame)
            tall = _gold_rows(surface, figure.rect.clip(surface.get_rect()))
            sheet = min(ink_height(surface, table.sheet.sum_cell_rect(other, "total")
                                   .inflate(-8, -6)) for other in range(3) if other != player)
            assert sheet > 0
            assert tall >= 2 * sheet, (percent, tall, sheet)  # (S94 3.: was 3x, a takeover)
            column = table.sheet.column_rect(player)
            names = table.sheet.row_rect(0)
            from game.views.yams_moments import moment_rects

            for rect in moment_rects(table):  # its cell: its own column, under the names
                assert column.left <= rect.left and rect.right <= column.right, (rect, column)
                assert rect.top >= names.bottom, (rect, names)
            # round 81 (hY123, S94 3.): over its own column again, on a plaque (round 76
            # centred it on the felt, a takeover louder than the upper bonus: cA80 #13)
            assert abs(figure.rect.centerx - column.centerx) <= column.w // 2, figure.rect
            # S43 amended round 81 (fixN; round 78 had the standings say the new TOTAL
            # from the click, hY124 saw the Clasament at 126 while the plaque counted 121):
            # the standings row says the plaque's figure as it counts, one figure, and the
            # final total nowhere before the count reaches it
            from game.i18n import format_int

            final = format_int(table.game.cards[player].total)
            # S117 1. (amended round 82, hY130; cA82 #1: the row held a figure the sheet
            # contradicted): the row says the card's final TOTAL from the click, as its cell
            # does; the plaque's count, from 0, is theatre over them
            said = [t.text for t in frame.texts
                    if t.text == final and t.role != "celebration"]
            assert said, (figure.text, [t.text for t in frame.texts][:40])
        finally:
            app.close()


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
def test_the_total_settles_into_its_cell(tmp_path, size):
    app, table, surface, frame = _frame(tmp_path, size, 99)
    try:
        player = table.game.last_event.player
        cell = table.sheet.sum_cell_rect(player, "total")
        # (round 76: the takeover's last fading frame says the same figure over the felt)
        figure = min((t for t in frame.texts if t.role == "celebration"),
                     key=lambda t: t.rect.h)
        assert cell.contains(figure.rect), (figure.rect, cell)
        assert figure.text.replace("\u202f", "").replace(" ", "") == str(
            table.game.cards[player].total)
    finally:
        app.close()


def test_the_total_comes_after_the_last_boxs_own_beat(tmp_path):
    """A card filled in the game (not its end): the box just written is seen landing for the
    written beat before the TOTAL's plate rises (it rose on the very click)."""
    from game.flow.stage import WRITTEN_BEAT
    from game.rules.yams import Box, Scorecard
    from tools.screens_stage import FULL_CARD
    from tools.screens_yams import pick, roll, table, validate

    app = make_app(tmp_path, size=(1024, 600))
    try:
        full = {**FULL_CARD, Box.ONES: 2, Box.TWOS: 4, Box.THREES: 6, Box.FIVES: 10,
                Box.SIXES: 12, Box.PENTA: 50}
        scene = table(app, ["Ana", "Ion", "Eva"], [5, 5, 6, 6, 4],
                      cards=[Scorecard.from_points(full)] * 3, computer=False)
        scene.game.current = 1  # Ion fills his card; Eva still has a box
        scene.game.cards[0] = Scorecard.from_points({**full, Box.CHANCE: 18})
        roll(app, scene)
        pick(app, scene, Box.CHANCE)
        validate(app, scene)
        moment, seen = scene.flow.moment, 0.0
        assert moment.kind == "card_total_row"
        while seen < WRITTEN_BEAT - 0.1:
            assert not moment.active, seen  # the box's own beat first
            app.step(1 / 30)
            seen += 1 / 30
        started = False
        for _ in range(30):  # then it plays
            app.step(1 / 30)
            started = started or (moment.active and moment.kind == "card_total_row")
        assert started
    finally:
        app.close()
