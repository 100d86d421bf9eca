"""After a player's last box the turn pill never names them as on turn (critic C60 defect 10:
through the TOTAL moment the pill said "La rând: Ion" while the standings said Ion "a
terminat"): from the box's scoring to the next player's entrance it says they have finished,
as the standings do; the next player's "La rând" follows the passing band. Since S113 2.
(round 82, hY129) the greyed pill names her while the lane says her box, her row "a terminat"
after: the box first, never both at once."""

from __future__ import annotations

import pytest

from game.rules.yams import Box, Scorecard
from tests.layout_check import shown_texts
from tests.uihelpers import drawing_one_frame_in, make_app
from tools.screens_yams import pick, roll, table, validate

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_pill_says_a_finished_player_is_done_never_on_turn(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        lower = {box: 10 for box in Box if not box.is_upper}
        upper = {Box.ONES: 3, Box.TWOS: 6, Box.THREES: 9, Box.FOURS: 12, Box.FIVES: 15}
        cards = [Scorecard.from_points({**lower, **upper}) for _ in range(2)]
        scene = table(app, ["Ana", "Ion"], [6, 6, 6, 1, 2] * 4, computer=False, cards=cards)
        roll(app, scene)
        pick(app, scene, Box.SIXES)
        validate(app, scene)
        assert not scene.game.finished and scene.game.current == 1  # Ion's last turn next
        on_turn, done = app.tr("yams.turn", name="Ana"), app.tr("yams.turn_done", name="Ana")
        said_box = False
        for _ in range(400):
            texts = shown_texts(app)
            assert on_turn not in texts, texts  # Ana has finished: never "La rând: Ana"
            # S113 2. (amended round 82, hY129): the greyed pill names her while the lane says
            # her box, never "Ana a terminat" beside it (was: the pill said she had finished)
            assert done not in texts, texts
            said_box = said_box or any(t.startswith("Ana a ales") for t in texts)
            if app.tr("yams.turn", name="Ion") in texts:
                break
            with drawing_one_frame_in(app, 0):  # (shown_texts steps and draws the one read)
                app.step(1 / 30)
        assert said_box  # her box said first; her row says "a terminat" after
        assert app.tr("yams.turn", name="Ion") in shown_texts(app)  # then Ion's turn
    finally:
        app.close()
