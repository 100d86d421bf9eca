"""The pause's buttons speak at least as large as the key list above them (critic cC75 #7:
at 1024×600 "Reia jocul", "Reguli", "Părăsește partida" shrank under the keys' lines): the
panel widens to hold the three labels at the body's size rather than shrinking their type."""

from __future__ import annotations

import pytest

from game.scenes.overlays import PauseOverlay, body_px
from tests.uihelpers import FRAME, make_app, recorded_frame
from tools.render_screens import open_table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("game", ["farkle", "yams"])
@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
def test_pause_button_type_never_under_the_key_list(tmp_path, size, game):
    app = make_app(tmp_path, size=size)
    try:
        open_table(app, game, 1)
        pause = PauseOverlay(app, lambda: None, rules_game=game)
        app.manager.push(pause, fade=False)
        app.step(FRAME)
        frame = recorded_frame(pause, size)
        body = body_px(pause)
        does = [t for t in frame.texts if t.text == pause.key_rows()[0][1]]
        assert does and does[0].size == body, does
        for button in (pause.resume_button, pause.rules_button, pause.leave_button):
            words = [t for t in frame.texts if t.text == button.text]
            assert words, (button.text, [t.text for t in frame.texts])
            assert words[0].size >= body, (button.text, words[0].size, body)
            assert button.rect.contains(words[0].rect), (button.text, words[0].rect)
            assert pause.panel.contains(button.rect)
    finally:
        app.close()
