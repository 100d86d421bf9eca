"""The Yams box card speaks of the column ("Fiecare căsuță din coloana ta arată cât aduce cu
zarurile de acum"): while it shows, the player's whole column is lit, every box of it, at
every size (round 75, critic cA75: only the row its arrow reached was lit, a different row
per size)."""

from __future__ import annotations

import pytest

from game.rules.yams import Box
from tests.test_coach_marks import coach_app
from tests.test_coach_places import _table
from tools import screens_coach

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_box_card_lights_the_players_whole_column(tmp_path, size):
    app = coach_app(tmp_path, size=size)
    try:
        screens_coach._yams_box(app)
        table = _table(app)
        coach = table.coach
        assert coach.shown == "yams.box" and coach.card is not None, coach.shown
        lit = coach.lit
        assert lit is not None
        current = table.game.current
        for box in Box:
            assert lit.contains(table.sheet.cell_rect(current, box)), (size, box, lit)
        column = table.sheet.column_rect(current)
        assert column.left - 2 <= lit.left and lit.right <= column.right + 2, (size, lit)
        assert not coach.card.colliderect(lit), (size, coach.card, lit)
    finally:
        app.close()
