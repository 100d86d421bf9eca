"""A refused die's coach card comes wherever the die lies (hC25, critic C24: since hC22 a
refused die far from the ledger got only the refusal's pill, never its card: the tip was lost
in a common case). Off the tray where a side panel's card reaches the die (the empty
ledger's leader, the Tura panel's foot with one bend); else the card lies right under its
die on the empty tray (a refused die never lands there), clear of the "Selecție" line, its
pointer straight up to the die. It never covers its die, never runs off the felt, and the
layout check finds nothing wrong with it."""

from __future__ import annotations

import pygame
import pytest

from game.views.coach_farkle import selection_line_rect
from tests.test_coach_die_leader import _refused
from tests.test_coach_marks import coach_app, layout_problems
from tests.test_coach_pointer_on_target import just_short

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize(("size", "dice"), [((1920, 1080), (1,)), ((1366, 768), (1,)),
                                            ((1024, 600), (1, 3, 5))])
def test_a_refused_die_anywhere_in_the_row_gets_its_card(tmp_path, size, dice):
    for die in dice:
        app = coach_app(tmp_path / str(die), size=size)
        try:
            table = _refused(app, die)
            coach = table.coach
            assert coach.shown == "farkle.refused", (size, die, "only the pill said why")
            rect = pygame.Rect(table.hit_targets()[die])
            assert coach.target == rect, (size, die, coach.target)
            assert not coach.card.colliderect(rect), (size, die, coach.card, rect)
            assert pygame.Rect((0, 0), size).contains(coach.card), (size, die, coach.card)
            assert not coach.card.colliderect(selection_line_rect(table)), (size, die)
            assert just_short(coach.pointer_route()[-1], rect), (size, die,
                                                                 coach.pointer_route())
            assert not [p for p in layout_problems(app, f"refused {die}") if "coach" in p], \
                (size, die)
        finally:
            app.close()
