"""The menu's tagline reads as one (hS22: "Yams și 10 000 la aceeași masă" stood in small muted
type under the huge title, an afterthought): at the body's type, cream, between the title
and "Joacă …", clear of both."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.scenes import menu
from tests.uihelpers import make_app, settle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
def test_the_tagline_reads_at_the_bodys_type_clear_of_the_hero(tmp_path, monkeypatch, size):
    drawn: list[tuple[int, tuple[int, int, int], pygame.Rect]] = []
    real = menu.draw_text

    def spy(surface, text, size_, colour, *args, **kwargs):
        rect = real(surface, text, size_, colour, *args, **kwargs)
        if text == app.tr("app.subtitle"):
            drawn.append((size_, tuple(colour), pygame.Rect(rect)))
        return rect

    app = make_app(tmp_path, size=size, menu_drawn=True)
    try:
        settle(app)
        monkeypatch.setattr(menu, "draw_text", spy)
        scene = app.manager.top
        scene.draw(app.screen)
        assert len(drawn) == 1
        size_, colour, rect = drawn[0]
        assert size_ >= scene.font_px(theme.FONT_BODY) and colour == theme.CREAM
        assert rect.bottom + scene.px(12) <= scene.hero().rect.top, (rect, scene.hero().rect)
    finally:
        app.close()
