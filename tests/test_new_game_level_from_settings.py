"""The computer's level has one place, Setări (critic S29: 10 000's level was chosen on New
Game too, and neither said which ruled): New Game has no level control; a game starts at
the level set in Setări (10 000's ``farkle_level``), and the computer's seat card says it
("Expert" / "Normal"), in both games (Yams: ``difficulty``)."""

from __future__ import annotations

import pytest

from tests.uihelpers import FRAME, make_app, recorded_frame
from tools.render_screens import open_new_game

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_new_game_has_no_level_control_and_starts_at_the_settings_level(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        app.apply_settings(app.settings.with_changes(farkle_level="expert"))
        scene = open_new_game(app, "farkle", 1)
        assert not any(getattr(w, "name", "") == "farkle_level" for w in scene.focus.widgets)
        players, target, level = scene.engine_args()
        assert level == "expert"
    finally:
        app.close()


@pytest.mark.parametrize(("kind", "changes", "word"), [
    ("farkle", {"farkle_level": "expert"}, "Expert"),
    ("farkle", {"farkle_level": "normal"}, "Normal"),
    ("yams", {"difficulty": "expert"}, "Expert")])
def test_the_computers_card_says_its_level(tmp_path, kind, changes, word):
    app = make_app(tmp_path, size=(1920, 1080))
    try:
        app.apply_settings(app.settings.with_changes(**changes))
        scene = open_new_game(app, kind, 2)
        for _ in range(10):
            app.step(FRAME)
        order = scene.turn_order_indices()
        computer = scene.shown_card_rects()[order.index(len(order) - 1)]
        frame = recorded_frame(scene, (1920, 1080))
        on_card = [mark.text for mark in frame.texts if computer.contains(mark.rect)]
        # (hS40: a label saying where the level changes, "Nivel Expert · din Setări")
        assert any(word in text for text in on_card), on_card
    finally:
        app.close()
