"""Every dialog's buttons share one width, the widest label's (hR25, critic: "uneven button
widths"): the quit, leave, saved-game and pause dialogs, at the smallest and a middle size."""

from __future__ import annotations

import pytest

from game import theme
from game.widgets.text import BOLD, text_size
from tests.uihelpers import FRAME, make_app
from tools.render_screens import REGISTRY, load_extensions

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

DIALOGS = ("menu_quit_confirm", "table_leave_confirm", "new_game_overwrite_confirm",
           "table_pause")


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)], ids=["1024x600", "1366x768"])
def test_each_dialogs_buttons_share_the_widest_labels_width(tmp_path, size):
    load_extensions()
    states = {state.name: state for state in REGISTRY}
    for k, name in enumerate(DIALOGS):
        app = make_app(tmp_path / str(k), size=size)
        try:
            states[name].build(app)
            app.step(FRAME)
            dialog = app.manager.top
            buttons = [b for b in dialog.focus.widgets if b.visible]
            assert len(buttons) >= 2, name
            widths = {b.rect.w for b in buttons}
            assert len(widths) == 1, (name, [(b.text, b.rect.w) for b in buttons])
            width = widths.pop()
            radius = theme.px(theme.BUTTON_RADIUS, dialog.scale)
            font = buttons[0].font_size
            widest = max(text_size(b.text, font, BOLD)[0] for b in buttons)
            assert widest <= width - 2 * radius, name  # the widest label whole
            # no wider than the widest label asks (or the least button)
            assert width <= max(dialog.px(theme.BUTTON_SMALL_SIZE[0]),
                                widest + 2 * radius + dialog.px(64)), (name, width, widest)
        finally:
            app.close()
