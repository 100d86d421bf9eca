"""The 10 000 dice row keeps its six slots in every beat: five dice thrown (a bust shown)
rest in five of the six slots, the sixth outlined, never a row re-centred between slots."""

from __future__ import annotations

import pytest

from tests.uihelpers import make_app
from tools.screens_farkle import play, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_five_dice_rest_in_the_six_slots(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        table = table_with(app, 2, 1, 5, 3, 3, 4, 2, 2, 3, 4, 6, 6)
        slots = {round(x) for x, _ in table._row_positions(6)}
        table.press_roll()
        play(app)
        table.press_die(0)
        table.press_roll()  # 2 3 4 6 6: five dice, a bust
        play(app)
        assert table.flow.bust_shown
        xs = {round(x) for x, _ in table.tray.rest_positions}
        assert len(xs) == 5 and xs <= slots, (sorted(xs), sorted(slots))
        assert len(table.empty_slots()) == 1  # the sixth slot stays, outlined
    finally:
        app.close()
