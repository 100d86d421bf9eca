"""The Y10 auto-score's note ("Ana: înscris automat Doi, 4") is said in the score's own beat,
from the frame the box is written, while the dice still glide away: not only once the turn
has visibly passed."""

from __future__ import annotations

import pytest

from tests.uihelpers import make_app
from tools.screens_yams import roll, table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_auto_scores_note_shows_in_the_frame_the_box_is_written(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = table(app, ["Ana", "Ion"], [2, 2, 3, 5, 6] * 3, computer=False)
        for _ in range(3):
            roll(app, scene)
        for _ in range(200):  # the 3 s run out
            if scene.game.current == 1:
                break
            app.step(1 / 30)
        assert scene.game.current == 1 and scene.tray.is_moving  # the dice glide away
        said = scene.shown_announcement()
        assert said is not None and said.key == "yams.auto_scored"
        assert said.text.startswith("Ana: ")
    finally:
        app.close()


def test_the_auto_scores_note_goes_once_read_at_the_next_players_entrance():
    # "Ana: înscris automat Doi, 4" is Ana's news: read, it does not linger into Ion's turn
    from game import theme
    from tests.test_yams_flow import DT, run, seat, throw

    flow, port = seat((1, 2, 2, 3, 3) * 3, names=("Ana", "Ion"))
    for _ in range(3):
        throw(flow, port)
    run(flow, port, theme.YAMS_AUTO_SCORE_DELAY + 0.1)
    said = flow.voice.announcement
    assert said is not None and said.key == "yams.auto_scored"
    for _ in range(round(6 / DT)):
        run(flow, port, DT)
        if flow.voice.banner is not None:
            break
    assert flow.voice.banner is not None and flow.game.current == 1  # Ion's entrance
    from game.flow.turn_handoff import HANDOFF_SECONDS

    run(flow, port, theme.YAMS_MESSAGE_TIME + HANDOFF_SECONDS)  # (its clock stops under
    assert flow.voice.announcement is None, flow.voice.announcement  # the turn's passing)
