"""The 10 000 "?" panel stands in the middle of the window, as far from the right wooden
frame as from the left, on the felt (it never touches the frame), below the table's top
buttons (the layout check: it never cuts through them)."""

from __future__ import annotations

import pytest

import game.scenes.farkle_help as help_module
from game.widgets.felt import felt_area
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_the_help_panel_is_centred(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        overlay = help_module.FarkleHelpOverlay(app)
        app.manager.push(overlay)
        app.step(1 / 60)
        panel = overlay.panel
        left, right = panel.left, size[0] - panel.right
        assert abs(left - right) <= 2, (left, right)
        felt = felt_area(size)
        assert felt.right - panel.right >= overlay.px(8)  # on the felt, clear of the frame
    finally:
        app.close()
