"""The hot dice' tip has the others' pattern (ruling S81 3., round 80, hF102; critic cB79 #12:
"Sfat" over a cramped 3-line bubble beside a framed cup, where every other card is one low row,
its tag at the left, its words on two lines, its actions at the right). Under the cup, on the
felt the folded mat leaves, it was a card of that shape, pointing up at the cup holding the six.
Amended round 81 (hF106, S95 1.): the tray stands under the cup; the card stands beside it;
the whole cup framed (S93 4., hY122)."""

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
def test_the_hot_card_stands_beside_the_cup_off_the_tray(tmp_path, size):
    """S81 3. amended by S95 1. (round 81, hF106): the tray stands named under the cup at every
    beat, so the felt under the cup is no longer free; the card stands beside the cup (S46),
    level with it, pointing at it, never on the tray nor on the cup, its words on three lines
    at most (cB80 #2: the frame lit only the cup's top third, its pointer at the foot)."""
    app = coach_app(tmp_path, size=size)
    try:
        table, hot, side, lines, lit = _card(app, "_farkle_hot")
        cup = farkle_cup.cup_place(table)
        assert table.coach.shown == "farkle.hot"
        assert side in ("right", "left") and len(lines) <= 3, (size, side, lines)
        assert not hot.colliderect(cup) and not hot.colliderect(table.mat), (size, hot, cup)
        assert hot.bottom > cup.top and hot.top < cup.bottom, (size, hot, cup)  # level
        # (S93 4., round 81, hY122, critic cB80 #2: the cup framed whole)
        assert lit is not None and pygame.Rect(lit).contains(cup), (size, lit, cup)
    finally:
        app.close()
