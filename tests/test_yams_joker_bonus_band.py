"""After a Joker bonus the turn passes with its band (round 79, critic cA79 #3,
``seq/yams_joker_penta_then_the_computer_1920/…_0210`` → ``_0220``): the "+100" glowing in the
Bonus Penta cell held the "Calculatorul e la rând" band back while the pill still said
"La rând: Ana" with the cup ready; a click then skipped the band that had never shown. Ruling
S13 (amended round 79): a cell's glow (the Joker's "+100") never holds the turn's band; the
band comes the frame the old dice are gone, the glow finishing in the sheet beside it."""

from __future__ import annotations

import pytest

from game.rules.yams import Box, Scorecard
from tests.layout_check import Run
from tests.layout_sequences_yams import pick, seat, throw, validate
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_joker_bonus_glow_never_holds_the_turns_band(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        run = Run(app, "joker bonus then the computer", sample_every=0)
        table = seat(run, (4,) * 5 + (1, 2, 3, 4, 6) * 3, names=("Ana",), computer=True,
                     cards=[Scorecard.from_points({Box.PENTA: 50})])
        throw(run, table)
        run.until(lambda: app.manager.top is table and not table.flow.moment.busy, 600)
        run.frames(6)
        pick(run, table, Box.FOURS)
        validate(run, table)
        flow = table.flow
        run.until(lambda: flow.game.current == 1 and not flow.leaving.active, 300)
        assert flow.moment.kind == "penta_bonus" and flow.moment.busy  # "+100" still glows
        run.frames(1)
        assert flow.handoff.names_next  # "Calculatorul e la rând" at once, nothing between
        # (S91 amended round 82, hY127, critic cA81 #7: the band lands in the next player's
        # pill and column from its first frame; was None under the card, S76 round 80)
        assert table.pill_player() == 1
    finally:
        app.close()
