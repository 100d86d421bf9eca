"""A computer's win is quieter than a person's (critic D70: no confetti for the computer
beating you): the win's stage in its own words and light, a respectful moment without a
single confetti piece; a person's win keeps its confetti (ruling S9, amended round 71)."""

from __future__ import annotations

import pytest

from game.scenes.stage import StageOverlay
from tests.uihelpers import make_app
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _win_picture(app, case):
    from tools.end_frames import play_last_move

    play_last_move(app, case)  # (the person's last bank played by the tool)
    with unseen_frames(app):
        for _ in range(600):
            app.step(1 / 60)
            top = app.manager.top
            if isinstance(top, StageOverlay) and top.clock.kind == "win":
                return top.picture
    raise AssertionError("no win stage")


@pytest.mark.parametrize("case", ["computer", "person"])
def test_only_a_persons_win_throws_confetti(tmp_path, case):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        picture = _win_picture(app, case)
        assert picture.kind == "win"
        assert bool(picture.particles) == (case != "computer"), (case, len(picture.particles))
    finally:
        app.close()
