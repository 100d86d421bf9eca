"""The 10 000's ledger says each figure once (round 82, hF113, critic cB81 #5: on a turn's
first throw "+600" stood on the throw's line beside "Total tură 600", one number twice in one
panel). While the throw being played is the turn's only one, its line pictures the dice
chosen and "Total tură" alone says what they make; from the second throw on, the line says
what its dice add ("+100") beside a total that is more (ruling S114 4., amending S81 1.)."""

from __future__ import annotations

import pytest

from tests.uihelpers import make_app, recorded_frame
from tools.screens_farkle import play, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _ledger(table, size) -> tuple[list[str], list[str], int]:
    """The throw line's figures, its pictured dice and the turn total, as drawn now."""
    frame = recorded_frame(table, size)
    points = [t.text for t in frame.texts if t.role == "ledger_next_points"]
    dice = [p.rect for p in frame.panels if p.role == "ledger_next_die"]
    from game.views.farkle_story import ledger_groups
    return points, dice, ledger_groups(table.flow)[1]


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_first_throws_figure_is_the_totals_alone(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        table = table_with(app, 2, 5, 5, 5, 1, 2, 3, 1, 4, 6)
        table.press_roll()
        play(app)
        for i in (0, 1, 2, 3):
            table.press_die(i)
        play(app, 30)
        points, dice, total = _ledger(table, size)
        assert total == 600 and points == [] and len(dice) == 4, (points, dice, total)
        table.press_roll()
        play(app)
        table.press_die(0)  # the second throw's 1: "+100" beside "Total tură 700"
        play(app, 30)
        points, dice, total = _ledger(table, size)
        assert total == 700 and points == ["+100"], (points, total)
    finally:
        app.close()
