"""A coach card's pointer points AT what the card speaks of and stops a few pixels short of
it, never on it (hC12; hC10 had it end inside): the countdown's card at the very cell where
the countdown drains (not at the row under it, nor at the sheet's edge), the bank's card down
at the turn's total it puts into the player's (hC14: a short pointer, not a 500 px elbow to
"Încasează" along the selection box's border); where no straight pointer reaches it from
free felt, the pointer bends along a free lane. The layout check knows: a pointer whose tip is
on its target, or far from it, is a problem."""

from __future__ import annotations

import pygame
import pytest

from tests.layout_check import SHORT_MOST, pointer_problems
from tests.test_coach_marks import coach_app, layout_problems
from tests.test_coach_places import _table
from tools import screens_coach

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


def just_short(tip, target) -> bool:
    """``tip`` lies off ``target`` but within a few pixels of its edge."""
    target = pygame.Rect(target)
    return not target.collidepoint(tip) and target.inflate(2 * SHORT_MOST,
                                                            2 * SHORT_MOST).collidepoint(tip)


@pytest.mark.parametrize("size", SIZES)
def test_the_countdown_card_ends_in_the_countdown_cell(tmp_path, size):
    app = coach_app(tmp_path, size=size)
    try:
        screens_coach._yams_countdown(app)
        table = _table(app)
        coach = table.coach
        assert coach.shown == "yams.countdown" and table.flow.countdown is not None
        cell = table.sheet.cell_rect(table.game.current, table.flow.auto_box())
        assert coach.target == cell, (size, coach.target, cell)
        assert just_short(coach.pointer()[1], cell), (size, coach.pointer(), cell)
        assert not [p for p in layout_problems(app, "countdown") if "coach" in p]
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_the_bank_card_points_down_at_the_turns_total(tmp_path, size):
    from game.views.coach_farkle import ledger_parts

    app = coach_app(tmp_path, size=size)
    try:
        screens_coach._farkle_bank(app)
        table = _table(app)
        coach = table.coach
        assert coach.shown == "farkle.bank"
        foot = ledger_parts(table)[1]
        assert coach.target == foot, (size, coach.target, foot)
        route = coach.pointer_route()
        assert len(route) == 2 and route[1][1] > route[0][1], route  # straight, down
        assert just_short(route[-1], foot), (size, route, foot)
        assert route[1][1] - route[0][1] <= size[1] * 0.1, route  # near what it speaks of
        assert not coach.card.colliderect(table.mat)  # never on the tray
        assert not [p for p in layout_problems(app, "bank") if "coach" in p]
    finally:
        app.close()


@pytest.mark.parametrize("build", ["_yams_hold", "_yams_box", "_yams_countdown",
                                   "_farkle_set_aside", "_farkle_refused", "_farkle_risk",
                                   "_farkle_bank", "_farkle_hot"])
def test_every_cards_pointer_stops_just_short_of_its_target(tmp_path, build):
    app = coach_app(tmp_path, size=(1366, 768))
    try:
        getattr(screens_coach, build)(app)
        coach = _table(app).coach
        assert coach.card is not None, build
        tip = coach.pointer_route()[-1]
        assert just_short(tip, coach.target), (build, tip, coach.target)
    finally:
        app.close()


def test_the_layout_check_reports_a_pointer_off_its_target():
    target = pygame.Rect(100, 100, 50, 30)
    off = pointer_problems([(0, 140), (80, 140)], [], [], [], (1366, 768), target)
    assert any("off its target" in p for p in off), off
    on = pointer_problems([(40, 140), (40, 120), (110, 120)], [], [], [], (1366, 768),
                          target)
    assert any("on its target" in p for p in on), on
    short = pointer_problems([(40, 140), (40, 120), (96, 120)], [], [], [], (1366, 768),
                             target)
    assert short == [], short


def test_the_bank_cards_words_speak_of_what_it_points_at():
    """hC16: the bank's card points at the turn's total ("Total până acum"): its words say
    "punctele turei" there, never "totalul tău" (the player's total is elsewhere)."""
    from game.i18n import load_catalog

    for lang, turn, total in (("ro", "punctele turei", "totalul tău"),
                              ("en", "turn's points", "your total")):
        words = str(load_catalog(lang).messages["coach.farkle.bank"])
        assert turn in words and total not in words, (lang, words)
