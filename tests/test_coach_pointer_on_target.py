"""A coach card's pointer points AT what the card speaks of and stops a few pixels short of
it, never on it (hC12; hC10 had it end inside): the countdown's card at its row's left end,
the row lit whole with its timer ring (hC30: on to the ring it struck through the label), the
bank's card at
"Încasează" itself, bent once along the free lane between the mat and the buttons (hC22: it
pointed at the turn's total beside the button; hC14's elbow ran along the selection box's
border, this one keeps off every edge); where no straight pointer reaches it from
free felt, the pointer bends along a free lane. The layout check knows: a pointer whose tip is
on its target, or far from it, is a problem."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.views.yams_views import badge_across
from tests.coach_reached import read, reading_of
from tests.layout_pointer import SHORT_MOST, pointer_problems
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


# (test_the_countdown_card_points_at_its_row_never_through_its_words retired by hY110,
# round 78: ruling S45 put the ring off the sheet, at the prompt pill's right end; right of
# it lies the box it will fill, so the card no longer stands there, pointing left at it: it
# docks over the ring, tests/test_yams_countdown_off_the_sheet.py)


@pytest.mark.parametrize("size", SIZES)
def test_with_no_room_beside_its_ring_the_countdown_card_points_at_its_row(tmp_path, size,
                                                                           monkeypatch):
    """hC25 (critic C24) had the pointer run on inside the lit row, under its words, to the
    timer ring; critic C29 saw it strike through "Doi" (hC30 reverses hC25): it stops just
    short of the row's left end and never enters the sheet; the row it speaks of is lit
    whole, the ring in it."""
    from game.views import coach as coach_view
    from game.views.coach_yams import countdown_ring
    from tests.test_coach_docked import undock_the_countdown

    # (round 74, S5: where the sheet has no room right of the ring, the card keeps the
    # prompt's place and this way to its row; round 76, hC80: nor the header's dock)
    undock_the_countdown(monkeypatch)
    monkeypatch.setattr(coach_view, "beside_the_ring", lambda *args, **kwargs: None)
    app = coach_app(tmp_path, size=size)
    try:
        screens_coach._yams_countdown(app)
        table = _table(app)
        coach = table.coach
        assert coach.shown == "yams.countdown" and table.flow.countdown is not None
        sheet = pygame.Rect(table.sheet.rect)
        row = coach.lit
        assert row.x == sheet.x and row.w == sheet.w, (size, row, sheet)  # the row, whole
        ring = countdown_ring(table)  # (amended round 78, hY110, ruling S45: the ring off
        # the sheet, in the prompt's pill: the lit row is its box's, whole, without it)
        assert not row.colliderect(ring) and ring.h <= badge_across(table.scale), (size, row)
        route = coach.pointer_route()
        assert len(route) <= 3, (size, route)
        assert just_short(route[-1], row), (size, route, row)
        for a, b in zip(route, route[1:], strict=False):
            assert not sheet.inflate(-2, -2).clipline(a, b), (size, route, sheet)
        assert not coach.card.colliderect(table.sheet.rect), (size, coach.card)
        assert not [p for p in layout_problems(app, "countdown") if "coach" in p]
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_the_bank_card_points_at_the_fact_it_names(tmp_path, size):
    """hC22 (critic C21) had the bank's card in the ledger, its pointer bent once along the
    lane between the mat and the buttons into "Încasează"; hC31 put it on the felt over the
    mat, pointing down at the dice set aside; round 64 stood it under "Încasează", over the
    greyed "Anulează". Ruling S5 (round 67, critics B65/B66) reverses round 64: no card on a
    button, lit or greyed; it stands on the felt over the mat again. Round 71 sent its
    pointer round the mat to "Încasează"; round 72 (critics D71, E71, G71: a second frame
    round the mat): it points at the Tura panel's "După încasare" its words name, stopping
    just short of it, the row lit, crossing no word or die."""
    from game.views.coach_farkle import fact_row_rect

    app = coach_app(tmp_path, size=size)
    try:
        screens_coach._farkle_bank(app)
        table = _table(app)
        coach = table.coach
        assert coach.shown == "farkle.bank"
        mat, fact = pygame.Rect(table.mat), fact_row_rect(table)
        assert coach.target == fact and coach.lit == fact, (size, coach.target, fact)
        route = coach.pointer_route()
        assert len(route) == 2, route  # straight
        assert just_short(route[-1], coach.target), (size, route, coach.target)
        assert coach.card.bottom <= mat.top
        assert not coach.card.colliderect(table.undo_button.rect)
        assert not [p for p in layout_problems(app, "bank") if "coach" in p]
    finally:
        app.close()


BUILDS = ("_yams_hold", "_yams_box", "_yams_countdown", "_farkle_set_aside", "_farkle_refused",
          "_farkle_risk", "_farkle_bank", "_farkle_hot")


@reading_of(*BUILDS)
def pointer_tip(app: Any) -> tuple[Any, ...] | None:
    """The card's pointer's tip and what it points at, read once a session
    (tests/coach_reached.py); None with no card shown."""
    coach = _table(app).coach
    if coach.card is None:
        return None
    route = coach.pointer_route()  # (none: the docked countdown's card, S20, round 76)
    return None if route is None else route[-1], pygame.Rect(coach.target)


@pytest.mark.parametrize("build", BUILDS)
def test_every_cards_pointer_stops_just_short_of_its_target(tmp_path, build):
    shown = read(tmp_path, (1366, 768), build, pointer_tip)
    assert shown is not None, build
    tip, target = shown
    # (amended round 78, S46: the countdown's card beside its ring, its pointer at it; round
    # 76's docked card with no arrow only where no place beside the ring is free)
    assert just_short(tip, target), (build, tip, target)


def test_the_layout_check_reports_a_pointer_off_its_target():
    target = pygame.Rect(100, 100, 50, 30)
    off = pointer_problems([(0, 140), (60, 140)], [], [], [], (1366, 768), target)
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
