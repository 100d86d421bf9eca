"""Every Yams number of a last box held until its moment lands (round 82, hY126, ruling S104;
critic cA81 #6 and #9, change 2: "the bonus sparkles in its cell about 0.6 s before the band
announces it"; "in the bonus-then-loss ending, the human's last-move bonus is a footnote
under the computer's counted total").

Stepped frame by frame (60 a second) from the last box's click, over the Yams ends of
``tools.end_frames`` whose last box reaches the upper bonus: the sheet's Bonus cell, its
sparkle and the standings say no +35 before the bonus's band has landed it, and say it once it
has; when that bonus's player then loses, the band was their credit and the computer's count
says no "Bonus +35" under their score.
"""

from __future__ import annotations

from typing import Any

import pytest

from game.views import yams_turn_entrance, yams_views
from tests.crowned_count import drawn_count_frames
from tests.test_end_one_climax_hy108 import _beat, _step_unread
from tests.uihelpers import make_app
from tools.end_frames import play_last_move

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1024, 600)]
BONUS = 35
SEAT = 0
"""Ștefania's seat: her last box (Șase) reaches the upper bonus in both cases."""


def _sparkles(table: Any, size: tuple[int, int]) -> bool:
    """The table drawn now: whether Ștefania's Bonus cell has its celebration (the sparkle)."""
    table.draw(table.app.screen)
    cell = table.sheet.sum_cell_rect(SEAT, "upper_bonus")
    return any(rect == cell for rect, _ in yams_views.celebrated_cells(
        table.sheet, table.bonus_celebration, table.win_celebration, table.outcome_visible()))


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("case", ["yams_bonus", "yams_bonus_lost"])
def test_the_last_boxs_bonus_is_in_no_cell_before_its_band_lands(tmp_path, case, size):
    """S104 1.: from the click to the band's landing the Bonus cell says no 35 and does not
    sparkle, the sheet and the standings hold the +35 back; from the landing on the sheet
    says it (the band lands it in the cell, as mid-game). The standings say what her TOTAL
    cell says: the box in it from the click, the +35 from the band's landing (S117 1.,
    amended round 82, hY130: they held the TOTAL before the box, fixN, beside a sheet that
    already said the box: cA82 #1, "45 beside an upper total of 63")."""
    app = make_app(tmp_path, size=size)
    try:
        table = play_last_move(app, case)
        card = table.game.cards[SEAT]
        assert table.game.finished and card.upper_bonus == BONUS
        written_total = card.total - BONUS  # her TOTAL with the box, the bonus on its way
        written = landed = 0
        for _ in range(400):
            _step_unread(app)
            beat = _beat(app, table)
            sheet = yams_turn_entrance.shown_game(table).cards[SEAT]
            board = yams_turn_entrance.shown_game(table, standings=True).cards[SEAT]
            if beat == "written":
                written += 1
                assert not _sparkles(table, size), written
                assert sheet.upper_bonus == 0 and board.total == written_total, board.total
            elif beat == "stage:upper_bonus" and not table.stage_landed:
                assert sheet.upper_bonus == 0 and board.total == written_total, board.total
            elif beat == "stage:upper_bonus":
                landed += 1
                assert sheet.upper_bonus == BONUS  # the band has landed it in its cell
                assert board.total == card.total  # (the standings take it with the cell)
            elif beat != "written":
                break
        assert written >= 20 and landed >= 5, (written, landed)  # (the beats were seen)
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_a_losers_bonus_is_its_own_beat_never_a_line_under_the_computers_count(tmp_path,
                                                                               size):
    """S104 2.: Ștefania's last box gives her the upper bonus but the computer wins: her
    bonus had its band, credited to her; the computer's count names her score beside it and
    no "Bonus +35" under it (cA81 #9: the footnote)."""
    app = make_app(tmp_path, size=size)
    try:
        table = play_last_move(app, "yams_bonus_lost")
        beats: list[str] = []
        while _beat(app, table) != "count" and len(beats) < 400:
            _step_unread(app)
            beat = _beat(app, table)
            if beat == "stage:upper_bonus" and not beats.count(beat):
                picture = app.manager.top.picture  # her band, in her name
                assert picture is not None and "Ștefania" in picture.line, picture.line
            beats.append(beat)
        assert "stage:upper_bonus" in beats, set(beats)  # her beat, before the count
        frames = list(drawn_count_frames(app, table, size))
    finally:
        app.close()
    assert len(frames) > 10
    said = [{mark.text for mark in frame.texts} for frame in frames]
    assert all("98" in words for words in said), said[-1]  # her score, beside
    assert not any(any("+35" in text for text in words) for words in said), said[-1]
