"""Scores: a board's line said once, and the red "Joacă …" the board's own (round 76, hT78,
critic cZ75; ruling S23). The page's subtitle "Orice scor la 10 000 intră în top 10" says
that any score gets in; the first free podium step says "Locul 2 · liber", no longer "e al
tău cu orice scor" (the same words a second time). The red play action names the game of
the board holding the newest score (the board the eye goes to, its card glowing), until the
player looks at the other board."""

from __future__ import annotations

import pytest

from tests.uihelpers import FRAME, make_app, settle, texts_drawn
from tools.render_screens import REGISTRY, load_extensions

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _state(tmp_path, name, size=(1366, 768)):
    load_extensions()
    app = make_app(tmp_path, size)
    next(state for state in REGISTRY if state.name == name).build(app)
    settle(app, 60)
    return app, app.manager.top


@pytest.mark.parametrize("name", ["scores_farkle_one_beside_list", "scores_filled"])
def test_any_score_getting_in_is_said_once_by_the_subtitle(tmp_path, name):
    app, scene = _state(tmp_path, name)
    try:
        said = texts_drawn(app, scene)
        aims = [text for text, _ in scene.board_aims()]  # (S67, round 79: each board its
        assert aims and all(said.count(aim) == 1 for aim in aims), said  # own line)
        free = scene.tr("scores.step_any")
        assert free in said  # the first free step: "Locul 2 · liber"
        any_score = ("orice scor", "any score")
        again = [t for t in said if t not in aims and any(w in t.lower() for w in any_score)]
        assert again == [], again
    finally:
        app.close()


def test_the_red_play_action_names_the_newest_scores_board(tmp_path):
    app, scene = _state(tmp_path, "scores_farkle_one_beside_list")
    try:
        assert scene.newest()[0] == "farkle"
        assert "10 000" in scene.forward_button.text
        scene.look_at("yams")
        app.step(FRAME)
        assert "Yams" in scene.forward_button.text
    finally:
        app.close()
