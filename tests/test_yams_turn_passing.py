"""What passes as the turn passes: the Joker's +100, counting into its Bonus Penta cell on
the table after the Joker Penta's stage, is said once (the TOTAL and the standings count
in step with it, never the new total before it has counted in: a stage that landed before
says nothing of a counter on the table); a cell refused in the turn keeps no red mark into
the next player's turn."""

from __future__ import annotations

import pytest

from game.rules.yams import Box, Scorecard
from game.views import stage_hold
from tests.layout_check import Run
from tests.layout_sequences_yams import pick, seat, throw, validate
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_jokers_bonus_reaches_the_total_once_held_from_its_landing(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        run = Run(app, "joker bonus")
        table = seat(run, (4,) * 5 + (1, 2, 3, 4, 6) * 3, names=("Ana",), computer=True,
                     cards=[Scorecard.from_points({Box.PENTA: 50})])
        throw(run, table)  # five 4s: the Joker Penta's stage flies its +100 in
        run.until(lambda: app.manager.top is table and not table.flow.moment.busy)
        # landed: the Bonus Penta cell, the TOTAL (and the Clasament) hold it already
        assert stage_hold.shown_game(table).cards[0].total == 150
        pick(run, table, Box.THREES)  # refused by the Joker: its cell marked red a moment
        run.step()
        assert table.flow.refused_cell is not None
        pick(run, table, Box.FOURS)
        validate(run, table)
        assert table.flow.refused_cell is None  # gone with the turn, not fading over the next
        moment = table.flow.moment
        run.until(lambda: moment.kind == "penta_bonus" and moment.active, 120)
        assert table.on_stage is None  # written on the table, not staged again
        total = table.game.cards[0].total
        assert total == 170
        seen = []
        while moment.kind == "penta_bonus" and moment.active and len(seen) < 200:
            seen.append(stage_hold.shown_game(table).cards[0].total)
            run.step()
        # the 100 is not counted again: the TOTAL (and Clasament) say the one new figure
        assert seen and set(seen) == {170}, seen
        assert stage_hold.shown_game(table).cards[0].total == 170
    finally:
        app.close()
