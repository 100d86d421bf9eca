"""The pause dialog's actions are real buttons with their key as a small hint (hM28: the
critic read the pause as a list of keys): "Reia jocul" wears "Esc", "Reguli" wears "F1", each
in a small keycap inside the button beside its words (never over them); those two keys are
no longer said again in the list above, and F1 in the pause opens the rules."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.scenes.overlays import PauseOverlay
from tests.uihelpers import FRAME, key, make_app, recorded_frame, top_name
from tools.render_screens import open_table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_the_pause_buttons_wear_their_keys(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        open_table(app, "farkle", 1)
        pause = PauseOverlay(app, lambda: None, rules_game="farkle")
        app.manager.push(pause, fade=False)
        app.step(FRAME)
        frame = recorded_frame(pause, size)
        for button, hint in ((pause.resume_button, "Esc"), (pause.rules_button, "F1")):
            marks = [t for t in frame.texts if t.text == hint and button.rect.contains(t.rect)]
            assert len(marks) == 1, (hint, [t.text for t in frame.texts])
            assert marks[0].size >= theme.SIDE_TYPE_LEAST
            words = [t for t in frame.texts if t.text == button.text]
            assert words and not words[0].rect.colliderect(marks[0].rect), (words, marks)
        said = [k for k, _ in pause.key_rows()]
        assert "Esc" not in said and "F1" not in said, said  # said once, on their buttons
    finally:
        app.close()


def test_f1_in_the_pause_opens_the_rules(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        open_table(app, "yams", 1)
        app.manager.push(PauseOverlay(app, lambda: None, rules_game="yams"), fade=False)
        app.step(FRAME)
        key(app, pygame.K_F1)
        for _ in range(10):
            app.step(FRAME)
        assert "Rules" in top_name(app), top_name(app)
    finally:
        app.close()
