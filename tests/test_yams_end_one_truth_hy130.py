"""The Yams end: one source of truth for every score in every frame (round 82, hY130, ruling
S117; critic cA82 #1 and change 1: "During the last turn the standings disagree with the sheet:
'Șase 18 · 45' while her column shows Total sus 63, and her TOTAL cell is blank").

Stepped frame by frame (60 a second) from the last box over the four Yams ends of
``tools.end_frames``: while the table shows (the written beat, under the upper bonus's band),
the last card's TOTAL cell is drawn, and it, its sums and its Clasament row say one figure;
the crowned count then counts from 0, never from a figure the table no longer shows.
"""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.scenes.champion import crowned_figures
from game.views import yams_turn_entrance
from tests.test_end_one_climax_hy108 import _beat, _step_unread
from tests.uihelpers import make_app
from tools.end_frames import play_last_move

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

CASES = ["yams_person", "yams_computer", "yams_bonus", "yams_bonus_lost"]


def _inked(table: Any, player: int) -> bool:
    """The table drawn now: whether ``player``'s TOTAL cell carries a figure (dark ink)."""
    surface = table.app.screen
    table.draw(surface)
    cell = table.sheet.sum_cell_rect(player, "total").inflate(-6, -6)
    ink = 0
    for x in range(cell.left, cell.right, 2):
        for y in range(cell.top, cell.bottom, 2):
            r, g, b, *_ = surface.get_at((x, y))
            ink += r + g + b < 200
    return ink >= 8


def _sums(card: Any) -> int:
    """What ``card``'s shown sums add up to."""
    return (int(card.upper_total) + int(card.upper_bonus) + int(card.lower_total)
            + int(card.penta_bonus))


@pytest.mark.parametrize("case", CASES)
def test_the_sheet_the_total_cell_and_the_standings_agree_in_every_frame(tmp_path, case):
    """S117 1.: from the last box to the crowned count, the last card's TOTAL cell is drawn,
    its figure is its shown sums (the upper bonus in it from its band's landing, never before)
    and its Clasament row says the same figure: no "45 beside an upper total of 63"."""
    app = make_app(tmp_path, size=(1920, 1080))
    try:
        table = play_last_move(app, case)
        seen = 0
        for _ in range(900):
            _step_unread(app)
            if not table.game.finished:
                continue
            beat = _beat(app, table)
            if beat not in ("written", "stage:upper_bonus"):
                break
            player = table.game.last_event.player
            sheet = yams_turn_entrance.shown_game(table).cards[player]
            board = yams_turn_entrance.shown_game(table, standings=True).cards[player]
            assert int(sheet.total) == _sums(sheet), (beat, sheet.total, _sums(sheet))
            assert int(board.total) == int(sheet.total), (beat, board.total, sheet.total)
            assert _inked(table, player), (beat, seen)
            seen += 1
        assert seen >= 10, seen
    finally:
        app.close()


@pytest.mark.parametrize("case", CASES)
def test_the_crowned_count_counts_from_zero(tmp_path, case):
    """S117 1.: the win's count is theatre, not a reveal: it counts the winner's TOTAL from
    0, never from the figure before the last box (which the table no longer shows); the
    last card's TOTAL count (a plaque or a takeover elsewhere) starts from 0 as well."""
    app = make_app(tmp_path, size=(1920, 1080))
    try:
        table = play_last_move(app, case)
        counted = 0
        for _ in range(1500):
            _step_unread(app)
            if table.game.finished and _beat(app, table) == "count":
                start, end = crowned_figures(table)
                assert start == 0 and end > 0, (start, end)
                assert table.flow.moment.counter.start == 0  # (the TOTAL's own count too)
                counted += 1
            elif counted:
                break
        assert counted, "no crowned count seen"
    finally:
        app.close()
    pygame.quit()


def test_a_bonus_on_the_win_stage_has_one_form(tmp_path):
    """S117 3.: the crowned count's sums say an earned bonus one way, "Bonus +35", whether
    the last box earned it (lit) or an earlier one did (cA82 #11: "Bonus +35" in one game,
    "Bonus 35" in another, read as a typo)."""
    from tests.test_end_builds_to_winner_hy113 import _count_frames

    frames = _count_frames(tmp_path / "count", "yams_person", (1920, 1080))
    said = [{mark.text for mark in frame.texts} for frame in frames]
    late = said[len(said) // 4:]
    assert late and all("Bonus +35" in words for words in late), said[-1]
    assert not any("Bonus 35" in words for words in said), said[-1]
