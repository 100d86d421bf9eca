"""The "?" pages own the screen (ruling S83 4., critic cC79 #8, #12 and change 5): the dimmed
table's header (its title, "?" and "Pauză") never pokes out above the panel's top edge
(`yams_help_1920x1080`, `farkle_help_1366x768`): the band over the panel is bare dimmed felt;
its "Înapoi" wears "Esc" as every dialog's safe answer does, its words and keycap whole in
the button."""

from __future__ import annotations

import pygame
import pytest

import game.scenes.farkle_help as farkle_help
import game.scenes.yams_help as yams_help
from game.widgets.felt import dim_evenly, felt_area
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
            assert button.rect.top < panel.top  # (they did stand across its top edge)
        shadow = page.px(24)  # (the panel's own soft shadow)
        band = pygame.Rect(felt.x, felt.y, felt.w, panel.top - shadow - felt.y)
        bare = pygame.Surface(size).convert()  # the felt alone, dimmed as under a dialog
        page.draw_background(bare)
        dim_evenly(bare)
        spots = [(x, y) for x in range(band.x, band.right, 5)
                 for y in range(band.y, band.bottom, 3)]
        off = [spot for spot in spots if max(abs(a - b) for a, b in zip(
            app.screen.get_at(spot)[:3], bare.get_at(spot)[:3], strict=True)) > 8]
        assert not off, (game, size, len(off), len(spots), off[:4])
        back = page.close_button
        assert isinstance(back, KeyButton) and back.key == "Esc", (game, size)
        words = text_size(str(back.text), back.font_size, BOLD)[0]
        assert words + back.hint_room(back.font_size, back.scale) < back.rect.w, (game, size)
    finally:
        app.close()
