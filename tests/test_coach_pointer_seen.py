"""Every coach card with a target shows its pointer at every size (hC13: the 10 000 bank
card's pointer was a 1 px stub under "Încasează" at 1024x600, 3 px at 1366x768): its last
leg, where the arrowhead is drawn, is long enough to read as an arrow, and its tip stops a
few pixels short of the target."""

from __future__ import annotations

import math

import pytest

from tests.test_coach_hides_nothing import box_card_unpointed
from tests.test_coach_marks import coach_app
from tests.test_coach_places import _table
from tests.test_coach_pointer_on_target import just_short
from tools import screens_coach

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

LEG_LEAST = 12
"""The shortest last leg of a pointer, reference pixels (its arrowhead reads)."""

BUILDS = ["_yams_hold", "_yams_box", "_yams_countdown", "_farkle_set_aside", "_farkle_refused",
          "_farkle_risk", "_farkle_bank", "_farkle_hot"]


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_every_card_shows_its_pointer(tmp_path, size):
    app = coach_app(tmp_path, size=size)
    try:
        for build in BUILDS:
            app.manager.stack[:] = app.manager.stack[:1]
            getattr(screens_coach, build)(app)
            table = _table(app)
            coach = table.coach
            assert coach.card is not None, (size, build)
            route = coach.pointer_route()
            if coach.shown == "yams.countdown":  # (amended round 78, S46: beside its
                assert coach.lit == table.countdown_ring_rect(), coach.lit  # ring, lit)
            if route is None and coach.shown == "yams.countdown" and coach.side == "none":
                ring = table.countdown_ring_rect()  # (round 78, S45 with S46: the ring in the
                assert coach.card.x <= ring.centerx <= coach.card.right  # prompt's pill, the
                assert coach.card.bottom <= ring.top  # turn line over it: the card docks over
                continue  # it, no arrow across that line, the ring's light breathing)
            if route is None and box_card_unpointed(table):  # (S20 amended round 77: over
                continue  # the sheet at 1024x600, no room for its pointer: its column lit)
            assert route is not None and len(route) >= 2, (size, build)
            leg = math.dist(route[-2], route[-1])
            assert leg >= table.px(LEG_LEAST), (size, build, route, coach.target)
            assert just_short(route[-1], coach.target), (size, build, route, coach.target)
    finally:
        app.close()
