"""An undone bank comes back whole, in one motion (round 82, hF113, critic cB81 / lead's
notes: in `farkle_undo_returning` the faint "Selecție: un 5" and the ledger's "+50" stood over
the tray while the undone 5 was still gliding out of the cup, said before it was seen).
While the undone dice glide back, the selection line, the throw's "+N" in the ledger, the
"Punctaj" light and "Total tură" say the turn as the felt shows it (the points set aside:
1 000); the frame the 5 lies on the mat they name it ("Selecție: un 5", "+50", 1 050), as any
chosen die is counted as it lands (ruling S53 1.; S79 3. amended by S114 2.)."""

from __future__ import annotations

import pytest

from game.views.farkle_story import ledger_groups, next_throw, story
from game.views.farkle_views import selection_label
from tests.test_farkle_undo_glides_hf94 import _undone
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

FRAME = 1 / 60


def _said(table):
    """What the ledger and the line over the mat say now: (selection line, throw's points,
    turn total)."""
    flow = table.flow
    rows, total = story(flow, table.tr)
    line = next_throw(flow, rows, table.tr)
    return selection_label(flow, table.tr)[0], line.points if line else "", total


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_an_undone_banks_selection_and_points_come_with_its_dice(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        table = _undone(app)
        assert table.game.selected  # the bank's 5 comes back chosen
        seen = []
        frames = 0
        while table.flow.dice.gliding and frames < 60:
            seen.append(_said(table))
            table.draw(app.screen)
            app.step(FRAME)
            frames += 1
        assert seen, "the undone dice never glided"
        for words, points, total in seen:  # gliding: nothing named before it lands
            assert "5" not in words and points == "" and total == 1000, (words, points, total)
        words, points, total = _said(table)  # landed: named and counted at once
        assert "5" in words and points == "+50" and total == 1050, (words, points, total)
        assert ledger_groups(table.flow)[1] == 1050
    finally:
        app.close()
