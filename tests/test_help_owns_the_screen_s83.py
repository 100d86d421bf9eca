"""The "?" pages own the screen (ruling S83 4., critic cC79 #8, #12 and change 5): the panel
covers the dimmed table's header whole (its title, "?" and "Pauză" never poke out above
its top edge: `yams_help_1920x1080`, `farkle_help_1366x768`), as much felt round it on every
side; its "Înapoi" wears "Esc" as every dialog's safe answer does, its words and keycap
whole in the button."""

from __future__ import annotations

import pytest

import game.scenes.farkle_help as farkle_help
import game.scenes.yams_help as yams_help
from game.widgets.felt import felt_area
from game.widgets.key_button import KeyButton
from game.widgets.text import BOLD, text_size
from tests.uihelpers import make_app
from tools.render_screens import open_table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

PAGES = {"yams": yams_help.YamsHelpOverlay, "farkle": farkle_help.FarkleHelpOverlay}
SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


@pytest.mark.parametrize("game", sorted(PAGES))
@pytest.mark.parametrize("size", SIZES)
def test_the_help_panel_covers_the_tables_header_and_back_wears_esc(tmp_path, game, size):
    app = make_app(tmp_path / game, size=size, menu_drawn=False)
    try:
        table = open_table(app, game, 2)
        page = PAGES[game](app)
        app.manager.push(page, fade=False)
        app.step(1 / 60)
        panel, felt = page.panel, felt_area(size)
        for button in (table.help_button, table.menu_button):  # "?" and "Pauză"
            assert panel.top < button.rect.top and panel.contains(button.rect), (
                game, size, panel, button.rect)
        assert panel.top - felt.top == panel.left - felt.left, (game, size, panel)  # (even)
        assert abs(panel.top - (size[1] - panel.bottom)) <= 1, (game, size, panel)
        back = page.close_button
        assert isinstance(back, KeyButton) and back.key == "Esc", (game, size)
        words = text_size(str(back.text), back.font_size, BOLD)[0]
        assert words + back.hint_room(back.font_size, back.scale) < back.rect.w, (game, size)
    finally:
        app.close()
