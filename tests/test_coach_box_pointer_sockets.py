"""The Yams box card's pointer crosses no socket of the kept row (round 69: at 1366x768 and
1920x1080 its way to its sheet row cut the corner of the rightmost empty socket): a control
of the table's, ruling S5, that no pointer but the hold card's (which points at them) may
cut.

Kept at every size since round 73: the one place is as wide as the kept row's sockets at
least, so the way to the sheet leaves the card beyond the last socket (hK69's known defect
mended)."""

from __future__ import annotations

import pygame
import pytest

from game.views.coach_place import route_crosses
from tests.test_coach_hides_nothing import box_card_unpointed
from tests.test_coach_marks import coach_app
from tests.test_coach_places import _table
from tools import screens_coach

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

BOX_STEPS = ((screens_coach, "_yams_box"),)
"""The box card's steps whose kept row shows its sockets (chosen by keys, the card lies on the
row, its sockets hidden under it: none to cross)."""


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_box_cards_pointer_crosses_no_socket_of_the_kept_row(tmp_path, size):
    found = {}
    for module, step in BOX_STEPS:
        app = coach_app(tmp_path / step, size=size)
        try:
            getattr(module, step)(app)
            table = _table(app)
            coach = table.coach
            route = coach.pointer_route()
            if route is None and box_card_unpointed(table):  # (S20 amended round 77: over
                continue  # the sheet with no pointer at 1024x600, far off the kept row)
            assert coach.card is not None and route is not None, (step, coach.shown)
            side = int(table.tray.die_size)
            sockets = [pygame.Rect(round(x - side / 2), round(y - side / 2), side, side)
                       for x, y in table.kept_row_slots()]
            assert sockets, (step, "no sockets shown")
            hit = route_crosses(route, sockets)
            if hit is not None or coach.card.collidelist(sockets) != -1:
                found[step] = (tuple(coach.card), route, hit)
        finally:
            app.close()
    assert found == {}, (size, found)
