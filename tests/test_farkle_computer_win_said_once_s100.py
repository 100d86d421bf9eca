"""The computer's 10 000 win says its headline once (ruling S100 4., round 81, hF108): the
winner's own moment ("Calculatorul / câștigă! / cu 5 900 de puncte", round 76's S9) stood
~1.3 s, then the win's stage said "Calculatorul câștigă!" again over its podium, two headlines
in a row (tools.end_frames' "computer" case). The computer's win over people is the quiet end
(S9: no confetti; S43 2.: Yams' computer win a quiet card): no winner's moment, the stage's
headline said once, kept into the results. A person's win keeps its moment.

Stepped at 60 frames a second from the last move (tools.end_frames), the layers read."""

from __future__ import annotations

import pytest

from game.scenes.results import ResultsOverlay
from tests.uihelpers import make_app
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

FRAME = 1 / 60


def _layers_to_the_results(app, most: int = 1500) -> list[str]:
    """The top layers' names, each once in the order they came, to the results."""
    order: list[str] = []
    with unseen_frames(app):
        for _ in range(most):
            app.step(FRAME)
            top = app.manager.top
            name = type(top).__name__
            if not order or order[-1] != name:
                order.append(name)
            if isinstance(top, ResultsOverlay):
                break
    return order


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_computers_win_says_its_headline_once(tmp_path, size):
    """No winner's moment before the computer's win's stage: the stage's headline is the
    first and only time the win is said, the results open round it."""
    from tools.end_frames import play_last_move

    app = make_app(tmp_path, size=size)
    try:
        play_last_move(app, "computer")
        order = _layers_to_the_results(app)
        assert "ChampionOverlay" not in order, order
        assert order.index("StageOverlay") < order.index("ResultsOverlay"), order
    finally:
        app.close()


def test_a_persons_win_keeps_its_moment_before_the_stage(tmp_path):
    """The person's win is still celebrated first (S9): the moment, then the stage."""
    from tools.end_frames import play_last_move

    app = make_app(tmp_path, size=(1024, 600))
    try:
        play_last_move(app, "person")
        order = _layers_to_the_results(app)
        assert "ChampionOverlay" in order, order
        assert order.index("ChampionOverlay") < order.index("ResultsOverlay"), order
    finally:
        app.close()
