"""The hot dice' tip has the others' pattern (ruling S81 3., round 80, hF102; critic cB79 #12:
"Sfat" over a cramped 3-line bubble beside a framed cup, where every other card is one low row,
its tag at the left, its words on two lines, its actions at the right). Under the cup, on the
felt the folded mat leaves, it is a card of that shape, pointing up at the cup holding the six;
the whole cup framed since round 81 (S93 4.; round 80 lit the six alone)."""

from __future__ import annotations

import pygame
import pytest

from game.views import farkle_cup
from tests.test_coach_marks import coach_app
from tests.test_coach_places import _table
from tools import screens_coach


def _card(app, step):
    """The card shown after ``step`` of screens_coach: its rect, side, lines and lit rect."""
    getattr(screens_coach, step)(app)
    table = _table(app)
    coach = table.coach
    return table, pygame.Rect(coach.card), coach.side, tuple(coach.lines), coach.lit


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_hot_card_is_one_low_row_under_the_cup(tmp_path, size):
    """As low as the refused die's card (its words on two lines at most, its actions beside
    them), under the cup, pointing up; the cup framed whole (S93 4.)."""
    app = coach_app(tmp_path, size=size)
    try:
        _t, refused, _s, _l, _lit = _card(app, "_farkle_refused")
    finally:
        app.close()
    app = coach_app(tmp_path, size=size)
    try:
        table, hot, side, lines, lit = _card(app, "_farkle_hot")
        cup = farkle_cup.cup_place(table)
        assert table.coach.shown == "farkle.hot"
        assert len(lines) <= 2 and hot.h <= refused.h + 2, (size, hot, refused, lines)
        assert side == "below" and hot.top >= cup.bottom, (size, side, hot, cup)
        assert hot.left < cup.left and hot.right > cup.right, (size, hot, cup)  # wide
        # (amended round 81, hY122, ruling S93 4., critic cB80 #2: the six's band alone, the
        # cup's top third, read as misplaced over the pointer at its foot: the cup framed
        # whole, tests/test_coach_hot_frames_the_cup_s93.py)
        assert lit is not None and pygame.Rect(lit).contains(cup), (size, lit, cup)
    finally:
        app.close()
