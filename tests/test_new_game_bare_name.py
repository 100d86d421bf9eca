"""New Game writes each name big on its seat card, in cream on the seat's colour, no box round
it; the name being edited sits in the other inputs' light field (ink words, the caret, a ring in
its seat's colour), never on a brown box (rewritten, hM64, critic A64: the edited name on the
brown selection read as a stray box; the old gold underline alone is gone)."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.widgets import forms
from game.widgets.seats import seat_colour
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
        assert ("Ana", theme.INK) in said and ("Ion", theme.CREAM) in said
        assert _count(app.screen, other.rect, theme.FIELD) == 0  # no box round a name at rest
        inner = typed.rect.inflate(-typed.rect.w // 10, -typed.rect.h // 3)
        assert _count(app.screen, inner, theme.FIELD) > inner.w * inner.h // 6  # a light field
        ring = typed.ring
        assert ring == seat_colour(scene.turn_order_seats()[0])
        edge = pygame.Rect(typed.rect.x, typed.rect.y, typed.rect.w, theme.px(3, scene.scale))
        assert _count(app.screen, edge, ring) > typed.rect.w // 3  # ringed in its seat's colour
        typed.selected = True  # a suggested name, selected: the light selection, never brown
        scene.draw(app.screen)
        assert _count(app.screen, typed.rect, (112, 86, 24)) == 0  # (the old brown)
        assert _count(app.screen, typed.rect, theme.FIELD_SELECTION) > 0
    finally:
        app.close()
