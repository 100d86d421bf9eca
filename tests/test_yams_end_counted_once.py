"""A Yams end counts the winner's total once: when the computer scores its last box and wins,
its win's stage says its score and the results open on the final totals, not counting it a
second time."""

from __future__ import annotations

import pytest

from game.i18n import format_int
from game.scenes.results import ResultsOverlay
from tests.uihelpers import make_app
from tools.end_frames import _yams_table
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_computers_yams_win_opens_the_results_on_the_total_its_stage_counted(tmp_path):
    from tests.test_podium import _texts

    app = make_app(tmp_path, size=(1024, 600))
    try:
        table = _yams_table(app, "yams_computer")
        with unseen_frames(app):  # the computer's last turn: no frame of it looked at
            for _ in range(900):
                app.step(1 / 30)
                if isinstance(app.manager.top, ResultsOverlay):
                    break
        panel = app.manager.top
        assert isinstance(panel, ResultsOverlay)
        # since critic C40 the computer's win has a stage of its own ("Calculatorul
        # câștigă!" with its score), as a person's; since round 76 (hY105, S8 amended) its
        # last card's TOTAL takes the felt over first, counted once (total_counted == 1);
        # the podium still never counts it again
        assert panel.rows[0].is_computer and table.flow.total_counted == 1
        assert panel.counted_already  # its TOTAL's stage counted it: no second count
        # S94 1. (amended round 81, fixN): the crowned count's figure leaves first, then the
        # whole card stands in one frame; so the promise is read on the card's first frame
        # (and every frame after it), not on the panel's first: the total stands final
        # there, never counted again from a lower figure
        final = format_int(panel.rows[0].total)
        size = app.screen.get_size()
        seen_card = 0
        for _ in range(40):
            if panel.card_light() > 0:
                texts = _texts(panel, size)
                assert final in texts, (panel.time, texts)
                seen_card += 1
            panel.time += 1 / 60
        assert seen_card > 0  # the card did stand within its frames
    finally:
        app.close()
