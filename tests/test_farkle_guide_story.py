"""Issue 22 §2 (10 000): the scoring guide is complete and labelled at every size and seat
count, and the set-aside panel tells the turn's story in order."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.engine.farkle import FarkleGame, SetAside, turn_rounds
from game.engine.players import Player
from game.i18n import format_int
from game.scenes.farkle_table import FarkleTableScene
from game.views.farkle_views import story_rows
from game.widgets import layout_record
from game.widgets.score_guide import GUIDE, guide_entries
from tests.test_farkle_table import click_die, roll, start
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = ((1920, 1080), (1366, 768), (1024, 600))
NAMES = ("Ștefan Țuțianu", "Ana-Maria Pop", "Wolfgang Amadeus", "Bob", "Mădălina Ene",
         "Constantin Voda")


def test_the_guide_names_every_f1_combination_with_the_rules_points() -> None:
    # F1, in the glossary's names: nine combinations, the points scored by the rules.
    tr = {key: key for key, _ in GUIDE}.__getitem__
    entries = dict(guide_entries(tr))
    assert entries == {
        "farkle.help.row.one": "100", "farkle.help.row.five": "50",
        "farkle.help.row.triple_one": format_int(1000),
        "farkle.help.row.triple": "200–600", "farkle.help.row.four": format_int(1000),
        "farkle.help.row.five_kind": format_int(2000),
        "farkle.help.row.six_kind": format_int(3000),
        "farkle.help.row.straight": format_int(2500),
        "farkle.help.row.pairs": format_int(1500)}


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_guide_is_complete_at_every_size_and_seat_count(tmp_path: Any,
                                                           size: tuple[int, int]) -> None:
    # 1 to 7 seats: every name and its points are drawn, inside the guide's panel, inside
    # the window, clear of the players, the turn and the story panels.
    app = make_app(tmp_path, size=size)
    surface = pygame.Surface(size)
    try:
        for seats in range(1, 8):
            players = [Player(name) for name in NAMES[:seats - 1]] + [
                Player("Calculatorul", is_computer=seats > 1)]
            table = FarkleTableScene(app, FarkleGame.new(players))
            table.layout(size)
            layout_record.start(size)
            layout_record.begin(size)
            table.draw_table(surface)
            frame = layout_record.frame()
            layout_record.stop()
            texts = frame.shown_texts()
            guide = next(p.rect for p in frame.panels if p.rect.topleft
                         == table.guide_rect.topleft)
            window = pygame.Rect((0, 0), size)
            assert window.contains(guide), (seats, guide)
            assert guide.bottom <= table.content_area.bottom, (seats, guide)
            for other in (table.players_rect, table.turn_rect, table.groups_rect):
                assert not guide.colliderect(other), (seats, guide, other)
            inside = [t for t in texts if guide.contains(t.rect)]
            for name, points in guide_entries(app.tr):
                row = [t for t in inside if t.text == name]
                assert row, (size, seats, name)
                assert any(t.text == points and abs(t.rect.centery - row[0].rect.centery) <= 2
                           for t in inside), (size, seats, name, points)
    finally:
        layout_record.stop()
        app.close()


def test_hot_dice_rounds_come_from_the_engine() -> None:
    # F8: a round ends when its groups used the six dice; the next group opens round 2.
    groups = [SetAside((1, 1, 1), 1000), SetAside((5,), 50), SetAside((1, 5), 150),
              SetAside((1,), 100), SetAside((2, 2, 4, 4, 6, 6), 1500), SetAside((5,), 50)]
    assert turn_rounds(groups) == [1, 1, 1, 2, 2, 3]


def test_the_story_lists_the_groups_in_order_with_names_points_and_hot_rounds(
        tmp_path: Any) -> None:
    app = make_app(tmp_path, size=(1024, 600))
    try:
        groups = [SetAside((5, 1, 1, 1), 1050), SetAside((1, 5), 150), SetAside((5,), 50)]
        rows = story_rows(groups, app.tr)
        assert [(r.dice, r.name, r.points) for r in rows] == [
            ((1, 1, 1, 5), "Trei de 1 + un 5", format_int(1050)),
            ((1, 5), "Un 1 + un 5", "150"), ((5,), "Un 5", "50")]
        assert [r.hot_mark for r in rows] == ["", "", app.tr("farkle.story.hot_round", n=2)]
    finally:
        app.close()


def test_the_table_tells_the_turn_as_it_is_played(tmp_path: Any, monkeypatch: Any) -> None:
    # Three 1s set aside, then a 5 chosen on the mat: the story has the 1s, the 5 on the mat
    # only (round 77, hF90, ruling S26, amending hF40's pending row "în selecție": the
    # selection shown twice; its points are the total's),
    # and the running total is the turn's, the bank button's figure (the 5 counted).
    calls: list[tuple[list, Any]] = []
    monkeypatch.setattr("game.views.farkle_story.draw_story",
                        lambda surface, rect, scale, cache, title, empty, rows, total,
                        earlier="", lost=False, chosen="",
                        free_from=None, next_throw=None, loss=None, last_away=False,
                        lost_drop=1.0:
                        calls.append(
                            (list(rows), total)))
    app, table = start(tmp_path, 1, (1, 1, 1, 2, 3, 4, 5, 2, 3))
    roll(app, table)
    for index in range(3):
        click_die(app, table, index)
    roll(app, table)
    click_die(app, table, 0)
    app.step(0.1)
    app.step(0.1)  # (the 5 landed on the mat: the total counts it as it lands, S53)
    rows, total = calls[-1]
    assert [(r.name, r.points) for r in rows] == [("Trei de 1", format_int(1000))]
    assert total.value == format_int(table.game.turn_total) == format_int(1050)
