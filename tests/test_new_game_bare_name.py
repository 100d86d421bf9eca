"""New Game writes each name big on its seat card, in cream on the seat's colour: no light
input box; the field shows only by a gold underline and its caret while it has the focus."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.widgets import forms
from tests.uihelpers import FRAME, make_app
from tools.render_screens import open_new_game

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _count(surface: pygame.Surface, rect: pygame.Rect, colour) -> int:
    """How many pixels of ``rect`` are ``colour`` exactly."""
    sub = surface.subsurface(rect.clip(surface.get_rect()))
    return sum(1 for x in range(sub.get_width()) for y in range(0, sub.get_height(), 2)
               if tuple(sub.get_at((x, y)))[:3] == colour)


@pytest.mark.parametrize("humans", [2, 6])
def test_a_name_is_written_on_its_card_not_in_a_box(tmp_path, monkeypatch, humans):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = open_new_game(app, "yams", humans)
        for _ in range(6):
            app.step(0.1)
        typed, other = scene.fields[0], scene.fields[1]
        scene.focus.focus(typed)
        typed.set_text("Ana")
        other.set_text("Ion")
        app.step(FRAME)
        said = []
        real = forms.draw_text
        monkeypatch.setattr(forms, "draw_text", lambda s, text, size, colour, *a, **k:
                            said.append((text, colour)) or real(s, text, size, colour, *a, **k))
        scene.draw(app.screen)
        assert ("Ana", theme.CREAM) in said and ("Ion", theme.CREAM) in said
        for field in (typed, other):  # no light box under either name
            assert _count(app.screen, field.rect, theme.FIELD) == 0, field.text
        underline = pygame.Rect(typed.rect.x, typed.rect.centery, typed.rect.w,
                                typed.rect.bottom - typed.rect.centery)
        assert _count(app.screen, underline, theme.GOLD) > typed.rect.w * 0.7  # its underline
        quiet = pygame.Rect(other.rect.x, other.rect.centery, other.rect.w,
                            other.rect.bottom - other.rect.centery)
        assert _count(app.screen, quiet, theme.GOLD) == 0  # none without the focus
    finally:
        app.close()
