"""The 10 000 set-aside card's pointer (hC13: a long diagonal from the ledger across the
felt): it runs straight, in square legs, up the gap beside the mat and along the die row
into the side of its die, at the die's middle height, stopping a few pixels short; it
crosses no button and no text (the layout check)."""

from __future__ import annotations

import math

import pytest

from tests.test_coach_marks import coach_app, layout_problems
from tests.test_coach_places import _table
from tests.test_coach_pointer_on_target import just_short
from tools import screens_coach

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_set_aside_pointer_is_square_and_beside_the_row(tmp_path, size):
    app = coach_app(tmp_path, size=size)
    try:
        screens_coach._farkle_set_aside(app)
        table = _table(app)
        coach = table.coach
        assert coach.shown == "farkle.set_aside" and coach.card is not None
        route = coach.pointer_route()
        die = coach.target
        for a, b in zip(route, route[1:], strict=False):
            assert a[0] == b[0] or a[1] == b[1], (size, "a diagonal leg", route)
        last = route[-2], route[-1]
        assert last[0][1] == last[1][1] == die.centery, (size, "not along the row", route)
        assert just_short(route[-1], die), (size, route, die)
        length = sum(math.dist(a, b) for a, b in zip(route, route[1:], strict=False))
        assert length <= 0.4 * size[1], (size, length, route)
        assert not [p for p in layout_problems(app, "set aside") if "coach" in p]
    finally:
        app.close()
