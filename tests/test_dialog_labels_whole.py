"""A dialog's answers read at the button type (hM31, critic: "Păstrează partida" shrunk at
1024×600, its Esc badge crowding it): the dialog widens to hold both answers whole rather
than shrinking their words, at every size."""

from __future__ import annotations

import pytest

import tools.screens_players  # noqa: F401 (registers the overwrite dialog's state)
from game import theme
from tests.uihelpers import make_app
from tools.render_screens import REGISTRY

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_overwrite_dialogs_answers_keep_the_button_type(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        next(s for s in REGISTRY if s.name == "new_game_overwrite_confirm").build(app)
        app.step(0.1)
        dialog = app.manager.top
        for button in (dialog.no_button, dialog.yes_button):
            assert button.font_size == dialog.font_px(theme.FONT_BUTTON), (size, button.text)
            assert dialog.panel.contains(button.rect)
    finally:
        app.close()
