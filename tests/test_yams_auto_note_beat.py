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
