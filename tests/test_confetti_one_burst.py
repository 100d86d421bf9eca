"""One win, one burst of confetti (round 74, hW76: the results card arriving after the win's
stage threw a second field of confetti into the air at once, a second celebration of the same
win). The win's stage bursts; the results after it continue the rain from above the window's
top (none in the air at their first frame), and a window resized over the results throws none
again; a results panel with no stage before it bursts once."""

from __future__ import annotations

import pytest

from game.scenes.results import ResultRow, ResultsOverlay
from game.scenes.stage import StageOverlay
from tests.uihelpers import make_app
from tools.end_frames import FRAME, play_last_move
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

ROWS = [ResultRow(1, "Ana", 9_000, seat=0), ResultRow(2, "Ion", 4_000, seat=1)]


def test_the_results_after_a_win_stage_burst_no_confetti_again(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        play_last_move(app, "person")
        bursts = 0
        with unseen_frames(app, last_drawn=False):
            for _ in range(2000):
                top = app.manager.top
                if isinstance(top, ResultsOverlay):
                    break
                if isinstance(top, StageOverlay) and top.clock.kind == "win" and not bursts:
                    bursts = 1  # the win's stage: its one burst
                app.step(FRAME)
        results = app.manager.top
        assert isinstance(results, ResultsOverlay) and results.said and bursts == 1
        assert results.confetti_bursts == 0  # the results throw none into the air at once
        assert results._confetti, "the rain continues"
        assert all(piece.y < 0 for piece in results._confetti)  # from above the top
        results.layout((1366, 768))  # a window resized: no burst either
        assert results.confetti_bursts == 0
        assert all(piece.y < 0 for piece in results._confetti if piece.delay > 0)
    finally:
        app.close()


def test_a_results_panel_with_no_stage_bursts_once(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        panel = ResultsOverlay(app, ROWS, lambda: None, lambda: None)
        app.manager.push(panel, fade=False)
        app.step(FRAME)
        assert panel.confetti_bursts == 1
        assert any(0 <= piece.y <= 600 for piece in panel._confetti)  # in the air at once
        panel.layout((1366, 768))
        assert panel.confetti_bursts == 1  # a resize throws no second burst
    finally:
        app.close()
