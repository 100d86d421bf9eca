"""A dialog's row of buttons speaks in one type size: no label shrunk below its siblings' to
fit its button (the pause's "Părăsește partida" beside "Reia jocul" and "Reguli")."""

from __future__ import annotations

import pytest

from game import theme
from game.widgets.text import BOLD, text_size
from tests.uihelpers import FRAME, make_app
from tools.render_screens import open_table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_the_pause_buttons_share_one_size_and_each_label_fits_whole(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        open_table(app, "farkle", 1).pause()
        app.step(FRAME)
        overlay = app.manager.top
        buttons = [b for b in overlay.focus.widgets if b.visible]
        assert len(buttons) == 3
        assert len({b.font_size for b in buttons}) == 1  # one size for the row
        assert buttons[0].font_size >= overlay.font_px(theme.FONT_BUTTON) * 0.85
        radius = theme.px(theme.BUTTON_RADIUS, overlay.scale)
        for button in buttons:  # drawn at that size: none shrunk to fit its button
            assert text_size(button.text, button.font_size, BOLD)[0] <= button.rect.w - 2 * radius
    finally:
        app.close()
