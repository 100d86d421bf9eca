"""After a mid-game upper bonus the turn passes in the one order (round 79, critic cA79 #2,
``seq/yams_upper_bonus_then_the_computer_1920/…_0100``): while the scored player's bonus
rests on the table (the pill still "La rând: Ana"), a click on "Aruncă" or "Validează tura"
was refused with "Este rândul calculatorului: așteaptă puțin", the message naming the next
player under the pill naming the last. Ruling S13 (amended round 79): a click in that rest is
never refused; it ends the rest and the "Calculatorul e la rând" band comes, as after any
validate."""

from __future__ import annotations

import pytest

from game.rules.yams import Box
from game.scenes.stage import StageOverlay
from tests.layout_check import Run
from tests.layout_sequences_yams import UPPER_45, pick, seat, throw, validate
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("button", ["roll_button", "validate_button"])
def test_a_click_in_the_bonus_rest_is_never_refused_and_brings_the_band(tmp_path, button):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        run = Run(app, "bonus then the computer", sample_every=0)
        table = seat(run, (6, 6, 6, 1, 2) + (1, 2, 3, 4, 6) * 3, names=("Ana",),
                     computer=True, cards=[UPPER_45])
        throw(run, table)
        pick(run, table, Box.SIXES)
        validate(run, table)
        run.until(lambda: isinstance(app.manager.top, StageOverlay), 200)
        run.until(lambda: app.manager.top is table, 400)  # the band played out
        flow = table.flow
        assert flow.held_turn() == 0  # Ana's bonus rests: the pill still names her
        assert table.pill_player() == 0
        run.click(getattr(table, button).rect.center)
        assert flow.voice.refusal is None, flow.voice.refusal.key  # never "its turn"
        assert flow.held_turn() is None  # the rest ended: the band comes at once
        assert flow.handoff.active or flow.handoff.pending
        assert not flow.leaving.active
    finally:
        app.close()
