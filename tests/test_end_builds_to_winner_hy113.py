"""A Yams end builds to the winner in one visual language (ruling S60, round 79, hY113;
critics cF78 #1-#2, #4 and cA78 #1, #2, #8, #9: after a last box that earned the upper bonus
the end played the gold "Bonus!" stage, then a count, then the results, in three visual
languages; in "yams_bonus_lost" the loser's bonus and the loser's count were the loudest
beats before "Calculatorul câștigă!"; the computer's "124/126" had no name; a win and a loss
ended on different backdrops; the podium's stat labels entered cut, "artea de sus").

Stepped frame by frame (60 a second) from the last box's click to the results, over the
Yams ends of ``tools.end_frames``: the last box's bonus is a line of the count that lights
"+35" (no stage of its own at the game's end); the count is the winner's, named over its
figure, the loser's score beside it smaller; every end of several players counts on the
same rays and opens its results on them; a podium's stat label lies whole inside the column
it enters with.
"""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.widgets import layout_record
from tests.crowned_count import drawn_count_frames
from tests.test_end_one_climax_hy108 import _beat, _play_end, _step_unread
from tests.uihelpers import make_app
from tools.end_frames import play_last_move

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1024, 600)]

WINNERS = {"yams_person": ("Ștefania", "126"), "yams_bonus": ("Ștefania", "98"),
           "yams_computer": ("Calculatorul", "126"), "yams_bonus_lost": ("Calculatorul", "105")}
"""Each end's winner as the count names them, and their final figure."""

LOSERS = {"yams_person": "20", "yams_bonus": "20", "yams_computer": "20",
          "yams_bonus_lost": "98"}
"""Each end's loser's final score (said beside the winner's figure, smaller)."""


def _count_frames(tmp_path: Any, case: str, size: tuple[int, int]) -> list[Any]:
    """The layout record of every frame of ``case``'s count at ``size`` (its texts that
    show)."""
    app = make_app(tmp_path, size=size)
    frames = []
    try:
        table = play_last_move(app, case)
        frames = list(drawn_count_frames(app, table, size))
    finally:
        app.close()
    return frames


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("case", ["yams_bonus", "yams_bonus_lost"])
def test_the_last_boxs_bonus_is_a_line_of_the_count_never_a_stage(tmp_path, case, size):
    """S60 1.: the count says "Bonus +35" (the winner's sums' line, or under the loser's
    score beside it). Amended round 80 (fixF, ruling S78 2. amended, critic cA80 #2): the
    last box's bonus first takes its own band (never the old "Bonus!" stage), then the
    count, then the results. Amended round 82 (hY126, ruling S104 2., critic cA81 #9): only
    the winner's sums say "Bonus +35"; a loser's bonus had its band, credited to them, and is
    no footnote under the computer's count."""
    seen = _play_end(tmp_path / "beats", case, size)
    shown = [beat for beat in seen["beats"] if beat != "written"]
    assert shown == ["stage:upper_bonus", "count", "results"], seen["beats"]
    frames = _count_frames(tmp_path / "count", case, size)
    assert frames
    said = [{mark.text for mark in frame.texts} for frame in frames]
    if case == "yams_bonus":  # the winner's: a line of their sums
        assert all("Bonus +35" in words for words in said[len(said) // 4:]), said[-1]
    else:  # the loser's: said by its band, not again under the winner's count (S104 2.)
        assert not any("Bonus +35" in words for words in said), said[-1]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("case", list(WINNERS))
def test_the_count_is_the_winners_named_the_loser_beside_smaller(tmp_path, case, size):
    """S60 1.: the count's big figure is the winner's (landing on their TOTAL), named by
    the headline; the loser's score stands by it, smaller, in every frame (never the loudest
    beat: cF78 #1; cA78 #9: the computer's "126" had no name). Amended round 80 (hY120,
    ruling S78 3.): the winner's name no longer stands over the figure as well as in the
    headline (cA79 #9: named twice at once); their seat's token does."""
    name, final = WINNERS[case]
    frames = _count_frames(tmp_path, case, size)
    assert len(frames) > 10
    last = frames[-1]
    figure = [mark for mark in last.texts if mark.role == "celebration"]
    assert [mark.text for mark in figure] == [final], [mark.text for mark in figure]
    named = [mark for mark in last.texts if name in mark.text]
    assert len(named) == 1 and named[0].rect.bottom <= figure[0].rect.top, [
        (mark.text, mark.rect) for mark in last.texts]  # the headline, once
    for frame in frames:
        big = [mark for mark in frame.texts if mark.role == "celebration"]
        assert len(big) == 1, [mark.text for mark in big]
        beside = [mark for mark in frame.texts if mark.text == LOSERS[case]
                  and mark.role == "stage"]
        assert beside, [mark.text for mark in frame.texts]
        assert all(mark.rect.h < big[0].rect.h * 0.7 for mark in beside)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("case", list(WINNERS))
def test_every_end_counts_on_the_same_rays_and_opens_its_results_on_them(tmp_path, case,
                                                                        size, monkeypatch):
    """S60 2.: a person's win and the computer's, after a last card that won or lost, count
    on the same felt and rays and open their results over them (crowned): one backdrop from
    the count to the podium (cF78 #2: the computer's win on bare felt, a loss over the
    dimmed table)."""
    from game.views import stage_crowned

    rays: list[int] = []
    real = stage_crowned.draw_rays
    monkeypatch.setattr(stage_crowned, "draw_rays",
                        lambda *a, **k: (rays.append(1), real(*a, **k))[1])
    assert _count_frames(tmp_path / "count", case, size)
    assert rays, case
    seen = _play_end(tmp_path / "end", case, size)
    assert seen.get("crowned") is True, seen


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
@pytest.mark.parametrize("players", [2, 3])
def test_a_podium_stat_label_lies_whole_inside_its_entrance_column(tmp_path, size, players):
    """S60 3.: the podium's figures enter column by column, the winner's first; every stat
    label ("Partea de sus") lies whole inside its own step's column, so it enters whole,
    never cut at a column's edge ("artea de sus", cA78 #8, cF78 #4)."""
    from game.widgets import podium
    from game.widgets.podium_layout import entrance_columns

    del tmp_path
    pygame.init()
    surface = pygame.Surface(size)
    rows = [_Row(k + 1, 100 - 10 * k, k) for k in range(players)]
    chips = [("upper", "63", "Partea de sus"), ("lower", "0", "Partea de jos"),
             ("bonus", "+35", "Bonusuri"), ("penta", "0", "Penta")]
    scale = size[1] / 1080
    rect = pygame.Rect(size[0] // 4, size[1] // 5, size[0] // 2, size[1] // 2)
    columns: list[list[pygame.Rect]] = []
    real = entrance_columns

    def kept(*a: Any, **k: Any) -> list[pygame.Rect]:
        found = real(*a, **k)
        columns.append(found)
        return found

    podium.entrance_columns = kept  # type: ignore[attr-defined]
    layout_record.start(size)
    try:
        layout_record.begin(size)
        podium.draw_podium(surface, rect, rows, lambda row: f"P{row.place}", 5.0, scale,
                           stats_of=lambda row: chips)
        frame = layout_record.frame()
    finally:
        layout_record.stop()
        podium.entrance_columns = real  # type: ignore[attr-defined]
    labels = [mark.rect for mark in frame.texts if mark.role == "podium_stat_label"]
    assert len(labels) >= 4 * players and columns  # (a label may break on two lines)
    for label in labels:
        assert any(column.contains(label) for column in columns[-1]), (label, columns[-1])


class _Row:
    """A podium's row: place, total, seat."""

    def __init__(self, place: int, total: int, seat: int) -> None:
        """A row at ``place`` with ``total`` on ``seat``."""
        self.place, self.total, self.seat = place, total, seat


class _Seat:
    """A seat of the game: a person or the computer."""

    def __init__(self, is_computer: bool = False) -> None:
        """A person, or the computer."""
        self.is_computer = is_computer


def test_the_count_spans_the_winners_total_whoever_played_last():
    """S60 1. (pure): the count runs to the last card's TOTAL when it won, else to the
    winner's score, always from 0 (S117 1. amended round 82, hY130: it counted from the TOTAL
    before the box, a figure the table no longer shows); beside it the best who did not win,
    the best person at the computer's win."""
    from game.flow.champion import count_span, runner_up

    people = [_Seat(), _Seat(True)]
    ranking = [(1, 1, 105), (2, 0, 98)]  # the computer first
    assert count_span(ranking, people, 1, 77, 105) == (0, 105)  # its own last card
    assert count_span(ranking, people, 0, 45, 98) == (0, 105)  # the loser's last card
    assert runner_up(ranking, people) == 0
    three = [_Seat(True), _Seat(), _Seat()]
    assert runner_up([(1, 0, 200), (2, 1, 150), (3, 2, 90)], three) == 1
    assert runner_up([(1, 0, 200), (1, 1, 200)], [_Seat(), _Seat()]) is None  # a tie


@pytest.mark.parametrize("case", ["yams_bonus", "yams_bonus_lost"])
def test_the_written_beat_says_the_last_box_alone_its_bonus_left_to_the_count(tmp_path,
                                                                              case):
    """S60 1.: before the end's count the table says the last box alone ("Ștefania a ales
    Șase: 18"), never "· Bonus +35" (the count's lit line says it: once)."""
    size = (1366, 768)
    app = make_app(tmp_path, size=size)
    said: list[set[str]] = []
    try:
        table = play_last_move(app, case)
        for _ in range(120):
            _step_unread(app)
            if _beat(app, table) != "written":
                break
            layout_record.start(size)
            try:
                layout_record.begin(size)
                app.manager.draw(app.screen)
                said.append({mark.text for mark in layout_record.frame().texts
                             if not mark.dimmed})
            finally:
                layout_record.stop()
    finally:
        app.close()
    assert said
    assert all("Ștefania a ales Șase: 18" in words for words in said), said[0]
    assert not [t for words in said for t in words if "+35" in t], said[0]
